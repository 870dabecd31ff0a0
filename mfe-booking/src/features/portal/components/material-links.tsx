import styled from 'styled-components';
import { formatFileSize } from '@site/contracts/client-materials';
import type { Material } from '@site/contracts/endpoints/client-materials';
import { formatDate } from '@site/contracts/slots';
import { portalFileUrl } from '../api/portal-materials';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;

  li {
    padding-block: 0.75rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }

  a {
    display: inline-block;
    min-height: 44px;
    padding-block: 0.6rem;
    font-weight: 600;
  }

  p {
    margin: 0;
  }
`;

/** Materials or recordings: a file to download (with his session) or a link to open. */
export function MaterialLinks({
  items,
  zone,
  label,
}: {
  items: readonly Material[];
  zone: string;
  label: string;
}) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          {item.kind === 'file' ? (
            <a href={portalFileUrl(item.id)} download={item.fileName ?? true}>
              Download {item.title}
              <span style={{ fontWeight: 400 }}>
                {' '}
                ({item.fileName}, {formatFileSize(item.sizeBytes ?? 0)})
              </span>
            </a>
          ) : (
            <a href={item.url ?? undefined} target="_blank" rel="noopener noreferrer">
              Open {item.title}
              <span style={{ fontWeight: 400 }}> (opens a new tab)</span>
            </a>
          )}
          <p>
            {item.sessionStartsAt
              ? `Session of ${formatDate(item.sessionStartsAt, zone)}`
              : `Added ${formatDate(item.createdAt, zone)}`}
          </p>
        </li>
      ))}
    </List>
  );
}
