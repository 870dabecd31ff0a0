import { useScreenQuery } from '@site/ui/screen-query';
import { ErrorState, Loading } from '../../../components/states';
import { schedulesQueryOptions } from '../api/schedules';
import { SchedulesForm } from './schedules-form';

/** The coach's hours for paid sessions and for the free call, and the times they offer. */
export function SchedulesScreen() {
  const schedules = useScreenQuery(schedulesQueryOptions());
  if (schedules.isPending) return <Loading label="Loading the schedules…" height="40rem" />;
  if (schedules.isError)
    return (
      <ErrorState
        title="The schedules could not be loaded."
        error={schedules.error}
        onRetry={() => void schedules.refetch()}
      />
    );
  return <SchedulesForm saved={schedules.data} />;
}
