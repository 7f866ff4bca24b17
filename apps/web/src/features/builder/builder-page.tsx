import { usePageTitle } from '../../lib/use-page-title.ts';
import './builder-page.css';
import { BuilderPageContent } from './builder-page-content.tsx';
import { BuilderPageDialogs } from './builder-page-dialogs.tsx';
import { BuilderPageHeader } from './builder-page-header.tsx';
import { DesignTabs } from './design/design-tabs.tsx';
import { useBuilderPage } from './use-builder-page.ts';

export { useOpenDesign } from './use-open-design.ts';

const PANEL_ID = 'eb-design-panel';

/** The main builder screen, 'My Designs' (doc 000 §2). */
export function BuilderPage({ sessionId = null }: { sessionId?: string | null }) {
  usePageTitle('My Designs');
  const page = useBuilderPage(sessionId);
  const { mode, designs, view, hideTabs } = page;

  const content = (
    <BuilderPageContent
      view={view}
      loading={page.loading}
      emptyStart={page.emptyStart}
      canClose={page.canClose}
      onOpenDesign={page.openDesign}
      onClose={page.requestClose}
      onNewDesign={() => page.setNewDesignOpen(true)}
    />
  );

  return (
    <div className="eb-container eb-page eb-builder" data-builder-mode={mode}>
      <BuilderPageHeader mode={mode} onNewDesign={() => page.setNewDesignOpen(true)} />

      {!hideTabs && designs.length > 0 && (
        <DesignTabs
          designs={designs}
          selectedId={view?.design.designId ?? null}
          windowCounts={page.windowCounts}
          panelId={PANEL_ID}
          canClose={page.canClose}
          onSelect={page.selectDesign}
          onClose={page.requestClose}
        />
      )}

      {hideTabs ? (
        <section aria-label="Design">{content}</section>
      ) : (
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={view ? `tab-${view.design.designId}` : undefined}>
          {content}
        </div>
      )}

      <BuilderPageDialogs
        designs={designs}
        newDesignOpen={page.newDesignOpen}
        onNewDesignClose={() => page.setNewDesignOpen(false)}
        onAddDesign={page.addDesign}
        closing={page.closing}
        onCloseCancel={page.cancelClose}
        onCloseConfirm={page.finishClose}
      />
    </div>
  );
}
