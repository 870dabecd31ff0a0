import { exportDatasets, exportZip } from '@site/contracts/endpoints/admin-site';
import { urlOf } from '@site/contracts/endpoints/define';
import { ErrorState, Loading } from '../../../components/states';
import { Actions, Muted, SecondaryButtonLink, Section } from '../../../components/ui';
import { siteSettingsQueryOptions } from '../api/site-settings';
import { SitePhotosPanel } from './site-photos';
import { SiteSettingsForm } from './site-settings-form';
import { useScreenQuery } from '@site/ui/screen-query';

/** The site's settings, and everything the owner owns as one download. */
export function SiteScreen() {
  const settings = useScreenQuery(siteSettingsQueryOptions());
  return (
    <>
      <Section aria-labelledby="site-settings">
        <h2 id="site-settings">Site settings</h2>
        {settings.isPending ? (
          <Loading label="Loading the settings…" height="30rem" />
        ) : settings.isError ? (
          <ErrorState
            title="The settings could not be loaded."
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <SiteSettingsForm saved={settings.data} />
        )}
      </Section>
      <Section aria-labelledby="site-photos">
        <h2 id="site-photos">Photos</h2>
        <SitePhotosPanel />
      </Section>
      <Section aria-labelledby="site-data">
        <h2 id="site-data">Your data</h2>
        <Muted style={{ marginBottom: '1rem' }}>
          One ZIP file with your {exportDatasets.join(', ')}: each as a spreadsheet (CSV) and as
          JSON. Links’ secret keys are left out. Keep it somewhere safe: it holds your clients’
          details.
        </Muted>
        <Actions>
          <SecondaryButtonLink href={urlOf(exportZip)} download>
            Download All Data (ZIP)
          </SecondaryButtonLink>
        </Actions>
      </Section>
    </>
  );
}
