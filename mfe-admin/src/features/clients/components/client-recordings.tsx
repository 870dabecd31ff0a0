import { useQuery } from '@tanstack/react-query';
import type { ClientRecord, ClientSession } from '@site/contracts/endpoints/admin-clients';
import type { Material } from '@site/contracts/endpoints/client-materials';
import { toast } from '@site/ui/toast';
import { FormOnDemand } from '../../../components/form-on-demand';
import { ErrorState, Loading } from '../../../components/states';
import { Muted, Section } from '../../../components/ui';
import { formatDate, formatDateTime, packageName } from '../../../lib/format';
import { clientMaterialsQueryOptions, useAddRecording } from '../api/materials';
import { MaterialForm, type MaterialInput } from './material-form';
import { MaterialItem } from './material-item';

function SessionRecordings({
  session,
  recordings,
  keeps,
  packageLabel,
  maxFileBytes,
  zone,
}: {
  session: ClientSession;
  recordings: Material[];
  keeps: boolean;
  packageLabel: string;
  maxFileBytes: number;
  zone: string;
}) {
  const add = useAddRecording(session.id);
  const headingId = `recordings-${session.id}`;
  const send = (input: MaterialInput) =>
    add
      .mutateAsync(
        input.kind === 'file'
          ? { kind: 'file', title: input.title, file: input.file }
          : { kind: 'link', link: { title: input.title, url: input.url } },
      )
      .then(() =>
        toast({
          title: 'Recording added',
          description: 'The client finds it in their portal.',
          variant: 'success',
        }),
      );
  return (
    <section aria-labelledby={headingId} style={{ display: 'grid', gap: '0.75rem' }}>
      <h3 id={headingId} style={{ margin: 0 }}>
        Session of {formatDateTime(session.startsAt, zone)}
      </h3>
      {recordings.length > 0 && (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '1rem' }}>
          {recordings.map((recording) => (
            <MaterialItem key={recording.id} material={recording} zone={zone} />
          ))}
        </ul>
      )}
      {keeps ? (
        <FormOnDemand opener="Add a Recording">
          {(form) => (
            <MaterialForm
              idPrefix={`recording-${session.id}`}
              submitLabel="Add Recording"
              maxFileBytes={maxFileBytes}
              initialTitle={`Recording of ${formatDate(session.startsAt, zone)}`}
              onSubmit={send}
              onDemand={form}
            />
          )}
        </FormOnDemand>
      ) : (
        <Muted>The {packageLabel} does not include recordings.</Muted>
      )}
    </section>
  );
}

/**
 * Recordings, per held session: a file or a meeting service's link, for packages that keep
 * recordings (listed in the client's portal for the life of the site).
 */
export function ClientRecordings({ record, zone }: { record: ClientRecord; zone: string }) {
  const query = useQuery(clientMaterialsQueryOptions(record.id));
  const held = record.sessions.filter((session) => session.attendance === 'held');
  const packageOf = (session: ClientSession) =>
    record.packages.find((pkg) => pkg.booking.id === session.bookingId);
  return (
    <Section aria-labelledby="client-recordings">
      <h2 id="client-recordings">Recordings</h2>
      {held.length === 0 ? (
        <Muted>Recordings can be added to a session once it is marked held.</Muted>
      ) : query.isPending ? (
        <Loading label="Loading the recordings…" height="8rem" />
      ) : query.isError ? (
        <ErrorState
          title="The recordings could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div style={{ display: 'grid', gap: '2rem' }}>
          {held.map((session) => {
            const pkg = packageOf(session);
            return (
              <SessionRecordings
                key={session.id}
                session={session}
                recordings={query.data.recordings.filter((one) => one.sessionId === session.id)}
                keeps={pkg?.keepsRecordings ?? false}
                packageLabel={pkg ? packageName(pkg.booking.packageType) : 'package'}
                maxFileBytes={query.data.maxFileBytes}
                zone={zone}
              />
            );
          })}
        </div>
      )}
    </Section>
  );
}
