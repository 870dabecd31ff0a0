import styled from 'styled-components';
import type { Receipt } from '@site/contracts/endpoints/portal';
import { formatCents } from '@site/contracts/money';
import { formatShortDate } from '@site/contracts/slots';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import { Card } from '../../../components/card';
import { SecondaryButton } from '../../../components/secondary-button';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;

  th,
  td {
    text-align: left;
    padding: 0.5rem 0.4rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: break-word;
    vertical-align: top;
  }
  /* A date and an amount are read whole: never "November" / "29, 2026". */
  td:nth-child(1),
  td:nth-child(3) {
    white-space: nowrap;
  }
  /* Amounts read as figures: right-aligned under their column's name, each digit as wide as the
     next, so cents stand under cents. */
  [data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    padding-right: 1.5rem;
  }

  /* On a phone each payment is a block of its own, each value under its column's name. */
  @media (max-width: 35.99rem) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tr {
      display: grid;
      gap: 0.5rem;
      padding: 0.75rem 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    /* Each value under its name, as the journey's facts stand on a phone: a whole package
       name and a whole payment reference fit across the payment's width. */
    td {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      padding: 0;
      border: 0;
    }
    td[data-numeric] {
      text-align: left;
      padding-right: 0;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${({ theme }) => theme.colors.muted};
    }
    /* The date heads its payment, on a line of its own. */
    td:nth-child(1) {
      display: block;
      font-weight: 700;
    }
    td:nth-child(1)::before {
      content: none;
    }
  }
`;

/* A payment's id is read and copied character by character: the monospaced face, a step
   smaller, broken inside only when it is longer than the whole line. A payment without one has
   none in this column; how it was paid is said in words under its package, muted. */
const Reference = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;
const NoReference = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const PaidHow = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.type.small};
  color: ${({ theme }) => theme.colors.muted};
`;

/** How a payment without a card payment's id was made, in words. */
const paidHowWords: Record<Exclude<Receipt['paidBy'], 'card'>, string> = {
  offline: 'Paid outside the site',
  complimentary: 'Complimentary',
};

const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

/** His payments: amount, date, package and payment reference, printable as they are. */
export function Receipts({ receipts, zone }: { receipts: readonly Receipt[]; zone: string }) {
  // No payment yet: no section (and no link to it); a receipt stands here once he has paid.
  if (receipts.length === 0) return null;
  return (
    <Card aria-labelledby="receipts-title">
      <h2 id="receipts-title">Receipts</h2>
      {
        <>
          <Scroll>
            <Table aria-labelledby="receipts-title">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Package</th>
                  <th scope="col" data-numeric="">
                    Amount
                  </th>
                  <th scope="col">Payment reference</th>
                </tr>
              </thead>
              <tbody>
                {receipts.map((receipt) => (
                  <tr key={receipt.bookingId}>
                    <td data-label="Date">{formatShortDate(receipt.paidAt, zone)}</td>
                    <td data-label="Package">
                      {receipt.packageName}
                      {receipt.paidBy !== 'card' && (
                        <PaidHow>{paidHowWords[receipt.paidBy]}</PaidHow>
                      )}
                    </td>
                    <td data-label="Amount" data-numeric="">
                      {formatCents(receipt.amount)}
                      {/* The site sells in US dollars; another currency is named. */}
                      {receipt.currency.toUpperCase() === 'USD' ? '' : ` ${receipt.currency}`}
                      {receipt.refunded ? ' (refunded)' : ''}
                    </td>
                    <td data-label="Payment reference">
                      {receipt.paymentReference === null ? (
                        <NoReference>
                          <span aria-hidden="true">–</span>
                          <VisuallyHidden>None</VisuallyHidden>
                        </NoReference>
                      ) : (
                        <Reference>{receipt.paymentReference}</Reference>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
          <p style={{ marginTop: '1rem' }}>
            <SecondaryButton type="button" onClick={() => window.print()}>
              Print Receipts
            </SecondaryButton>
          </p>
        </>
      }
    </Card>
  );
}
