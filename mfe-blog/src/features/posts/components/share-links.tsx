import styled from 'styled-components';
import { VisuallyHidden } from '@site/ui/visually-hidden';

/** Share pages of the professional network, the short-message network and the social network. */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      name: 'X',
      href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}

/** Links that share the post's canonical URL, each in a new tab. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby="share-heading">
      <Heading id="share-heading">Share this article</Heading>
      <List>
        {shareTargets(url, title).map((target) => (
          <li key={target.name}>
            <ShareLink href={target.href} target="_blank" rel="noopener noreferrer">
              {target.name}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </ShareLink>
          </li>
        ))}
      </List>
    </section>
  );
}

const Heading = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.navy};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ShareLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1.1rem;
  border: 1.5px solid ${({ theme }) => theme.colors.navy};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.ivory};
  }
`;
