import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { clientActionMessages, dataExportFileName } from '@site/contracts/client-actions';
import { erasureDeadlineDays } from '@site/contracts/client-actions';
import { formatDate } from '@site/contracts/slots';
import { useFormFailure } from '@site/ui/form-kit';
import { Confirmation, InlineMessage } from '../../../components/alert';
import { ErrorMessage } from '@site/ui/error-message';
import { Card } from '../../../components/card';
import { ConfirmAction } from '../../../components/confirm';
import { DownloadLink } from '../../../components/secondary-button';
import { FormAlert } from '../../../components/form-field';
import { LoadingStatus } from '../../../components/skeleton';
import { apiErrorMessage } from '../../../lib/api-error-message';
import {
  portalDataUrl,
  portalErasureQueryOptions,
  useRequestPortalErasure,
} from '../api/portal-privacy';

const failed = 'Your request could not be sent. Please try again in a moment.';

/** The file's type, a detail for those who care: small and muted, under the download. */
const FileDetail = styled.p`
  && {
    font-size: ${({ theme }) => theme.type.small};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Where his request to erase his data stands: the day he asked, the day it is done by. */
const erasureState = (requestedAt: string, dueAt: string | null, zone: string) =>
  `You asked for your data to be erased on ${formatDate(requestedAt, zone)}. Your coach confirms it by ${formatDate(dueAt ?? requestedAt, zone)}.`;

/**
 * His data: a download of everything the site keeps about him (the file's type a small detail
 * under it), and, quieter, a request to erase it, which the coach carries out within the law's
 * limit.
 */
export function PortalPrivacy({ zone }: { zone: string }) {
  const id = 'portal-privacy';
  const erasure = useQuery(portalErasureQueryOptions());
  const request = useRequestPortalErasure();
  const { failure, fail, alertRef } = useFormFailure();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your Data</h2>
      <p>
        Download a copy of everything we keep about you: bookings and sessions, questionnaire
        answers, shared notes, messages, check-ins, receipts and the emails we sent you.
      </p>
      <p>
        <DownloadLink $secondary href={portalDataUrl} download={dataExportFileName}>
          Download My Data
        </DownloadLink>
      </p>
      <FileDetail>One file, in JSON format.</FileDetail>
      {erasure.isPending ? (
        <LoadingStatus>Loading...</LoadingStatus>
      ) : erasure.isError ? (
        <ErrorMessage role="alert">
          {apiErrorMessage(erasure.error, 'This part could not be loaded. Please try again later.')}
        </ErrorMessage>
      ) : erasure.data.requestedAt !== null ? (
        request.isSuccess ? (
          <Confirmation>
            {clientActionMessages.erasureRequested}{' '}
            {erasureState(erasure.data.requestedAt, erasure.data.dueAt, zone)}
          </Confirmation>
        ) : (
          <InlineMessage role="status">
            {erasureState(erasure.data.requestedAt, erasure.data.dueAt, zone)}
          </InlineMessage>
        )
      ) : (
        <>
          <FormAlert failure={failure} alertRef={alertRef} />
          <ConfirmAction
            danger
            label="Delete my data…"
            confirmLabel="Ask to Erase My Data"
            keepLabel="Keep My Data"
            pendingLabel="Sending..."
            pending={request.isPending}
            consequence={`Your coach is asked to erase everything kept about you: your bookings, sessions, notes, messages and this portal, for good, within ${erasureDeadlineDays} days. Payment records stay, without your name or email, because the law requires them. Once it is done you can no longer sign in.`}
            onConfirm={() => {
              fail(null);
              request.mutate(undefined, {
                onError: (cause) => fail(apiErrorMessage(cause, failed)),
              });
            }}
          />
        </>
      )}
    </Card>
  );
}
