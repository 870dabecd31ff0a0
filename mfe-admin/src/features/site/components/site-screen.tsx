import { exportDatasets, exportZip } from '@site/contracts/endpoints/admin-site';
import { urlOf } from '@site/contracts/endpoints/define';
import { Actions, ExternalLink, Muted, Section } from '../../../components/ui';

/** The site and its data: for now, everything the owner owns as one download. */
export function SiteScreen() {
  return (
    <Section aria-labelledby="site-data">
      <h2 id="site-data">Your data</h2>
      <Muted style={{ marginBottom: '1rem' }}>
        One ZIP file with your {exportDatasets.join(', ')}: each as a spreadsheet (CSV) and as JSON.
        Links’ secret keys are left out. Keep it somewhere safe: it holds your clients’ details.
      </Muted>
      <Actions>
        <ExternalLink href={urlOf(exportZip)} download>
          Download all data (ZIP)
        </ExternalLink>
      </Actions>
    </Section>
  );
}
