import styled from 'styled-components';
import type { Receipt } from '@site/contracts/endpoints/portal';
import { formatCents } from '@site/contracts/money';
import { formatDate } from '@site/contracts/slots';
import { Button } from '@site/ui/button';
import { Card } from '../../../components/card';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;

  th,
  td {
    text-align: left;
    padding: 0.5rem 0.4rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
    vertical-align: top;
  }
`;

const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

/** His payments: amount, date, package and payment reference, printable as they are. */
export function Receipts({ receipts, zone }: { receipts: readonly Receipt[]; zone: string }) {
  return (
    <Card aria-labelledby="receipts-title">
      <h2 id="receipts-title">Receipts</h2>
      {receipts.length === 0 ? (
        <p>No payments yet.</p>
      ) : (
        <>
          <Scroll>
            <Table aria-labelledby="receipts-title">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Package</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Payment reference</th>
                </tr>
              </thead>
              <tbody>
                {receipts.map((receipt) => (
                  <tr key={receipt.bookingId}>
                    <td>{formatDate(receipt.paidAt, zone)}</td>
                    <td>{receipt.packageName}</td>
                    <td>
                      {formatCents(receipt.amount)} {receipt.currency}
                      {receipt.refunded ? ' (refunded)' : ''}
                    </td>
                    <td>{receipt.paymentReference}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
          <p style={{ marginTop: '1rem' }}>
            <Button type="button" onClick={() => window.print()}>
              Print Receipts
            </Button>
          </p>
        </>
      )}
    </Card>
  );
}
