import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SocialLinks as SocialUrls } from '@site/contracts/site-settings';
import { useSiteSettings } from '@site/ui/site-settings';

const List = styled.ul`
  display: flex;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const IconLink = styled.a`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid rgb(201 162 77 / 0.6);
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.goldLight};

  &:hover {
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.goldLight};
  }
`;

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const networks: { key: keyof SocialUrls; name: string; icon: ReactNode }[] = [
  {
    key: 'linkedin',
    name: 'LinkedIn',
    icon: (
      <Icon>
        <rect x="3" y="9" width="4" height="12" />
        <circle cx="5" cy="4.5" r="2.2" />
        <path d="M10 9h3.8v1.8c.6-1.1 2-2.1 4-2.1 3.3 0 4.2 2.1 4.2 5V21h-4v-6.4c0-1.5-.3-2.6-1.8-2.6s-2.2 1.1-2.2 2.6V21h-4z" />
      </Icon>
    ),
  },
  {
    key: 'x',
    name: 'X',
    icon: (
      <Icon>
        <path d="M3 3h5.2l4.2 5.8L17.5 3h3l-6.8 7.9L21.3 21h-5.2l-4.6-6.3L6 21H3l7.2-8.4z" />
      </Icon>
    ),
  },
  {
    key: 'youtube',
    name: 'YouTube',
    icon: (
      <Icon>
        <path d="M21.6 7.2c-.2-1.1-1-1.9-2.1-2.1C17.6 4.7 12 4.7 12 4.7s-5.6 0-7.5.4c-1.1.2-1.9 1-2.1 2.1C2 9.1 2 12 2 12s0 2.9.4 4.8c.2 1.1 1 1.9 2.1 2.1 1.9.4 7.5.4 7.5.4s5.6 0 7.5-.4c1.1-.2 1.9-1 2.1-2.1.4-1.9.4-4.8.4-4.8s0-2.9-.4-4.8zM10 15.2V8.8l5.2 3.2z" />
      </Icon>
    ),
  },
];

/**
 * The coach's profiles from the site settings, each opening in a new tab. A profile nobody
 * configured is left out (never a network's home page); with none, nothing is rendered.
 */
export function SocialLinks() {
  const { coachName, social } = useSiteSettings();
  const configured = networks.filter(({ key }) => social[key] !== '');
  if (configured.length === 0) return null;
  return (
    <List>
      {configured.map(({ key, name, icon }) => (
        <li key={key}>
          <IconLink
            href={social[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${coachName} on ${name} (opens in a new tab)`}
          >
            {icon}
          </IconLink>
        </li>
      ))}
    </List>
  );
}
