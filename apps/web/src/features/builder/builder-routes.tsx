import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../lib/not-found-page.tsx';
import './builder.css';
import type { BuilderMode } from '../../lib/builder-paths.ts';
import { type BuilderPlugins, BuilderPluginsContext } from './builder-plugins.ts';
import { CompareRoute } from './compare/compare-route.tsx';
import { IndexRoute } from './routes/index-route.tsx';
import { LoadRoute } from './routes/load-route.tsx';
import { LoadSavedProductRoute } from './routes/load-saved-product-route.tsx';
import { NewRoute } from './routes/new-route.tsx';
import { SessionRoute } from './routes/session-route.tsx';
import { SummaryRoute } from './routes/summary-route.tsx';
import { BuilderModeContext } from './use-builder.ts';

export interface BuilderRoutesProps {
  /** 'product' under /estimatebuilder, 'mandi' under /estimatebuilder/mandi. */
  mode: BuilderMode;
  /** What other features add to the builder; given by the composition root. */
  plugins: BuilderPlugins;
}

/**
 * The builder's routes under its base (doc 000 §2). The session route takes any single segment and
 * checks it is a GUID; the named routes rank above it.
 */
export default function BuilderRoutes({ mode, plugins }: BuilderRoutesProps) {
  return (
    <BuilderPluginsContext.Provider value={plugins}>
      <BuilderModeContext.Provider value={mode}>
        <Routes>
          <Route path="new" element={<NewRoute />} />
          <Route path="load/:designIds" element={<LoadRoute />} />
          <Route path="summary/:designIds" element={<SummaryRoute />} />
          <Route path="compare" element={<CompareRoute />} />
          <Route path="loadSavedProductDesign/:designId" element={<LoadSavedProductRoute />} />
          <Route path=":sessionId" element={<SessionRoute />} />
          <Route index element={<IndexRoute />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BuilderModeContext.Provider>
    </BuilderPluginsContext.Provider>
  );
}
