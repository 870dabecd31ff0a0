import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function QuestionnairePage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Pre-Session Questionnaire | ${coachName}`}
        description="Prepare for your consciousness discovery session. Expected completion time: 10-15 minutes."
        noindex
      />
      <h1>CONSCIOUSNESS DISCOVERY SESSION QUESTIONNAIRE</h1>
    </>
  );
}
