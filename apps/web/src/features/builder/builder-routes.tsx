import { usePageTitle } from '../../app/use-page-title.ts';

export interface BuilderRoutesProps {
  /** 'product' under /estimatebuilder, 'mandi' under /estimatebuilder/mandi. */
  mode: 'product' | 'mandi';
}

/**
 * Placeholder for the design builder. The router lazily imports this module and renders its default
 * export for /estimatebuilder/* and /estimatebuilder/mandi/*; the builder's own <Routes> (new,
 * load/:ids, summary/:ids, :sessionId ...) go here, relative to that base.
 */
export default function BuilderRoutes({ mode }: BuilderRoutesProps) {
  usePageTitle('My Designs');
  return (
    <div className="eb-container eb-page" data-builder-mode={mode}>
      <div className="eb-page__header">
        <h1>My Designs</h1>
      </div>
      <section className="eb-card eb-empty-state" aria-label="Design builder">
        <svg className="eb-empty-state__art" viewBox="0 0 120 96" width="120" height="96" aria-hidden="true" focusable="false">
          <rect x="14" y="6" width="92" height="84" rx="6" className="eb-art__frame" />
          <rect x="22" y="14" width="76" height="68" rx="2" className="eb-art__glass" />
          <rect x="22" y="14" width="76" height="38" className="eb-art__shade" />
          <path d="M22 22h76M22 30h76M22 38h76M22 46h76" className="eb-art__slats" />
          <path d="M60 14v68M22 48h76" className="eb-art__mullion" />
          <path d="M88 52v14" className="eb-art__cord" />
          <circle cx="88" cy="68" r="2.5" className="eb-art__pull" />
        </svg>
        <p className="eb-empty-state__title">The design builder is loading soon</p>
      </section>
    </div>
  );
}
