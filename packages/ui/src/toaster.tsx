import styled, { css, keyframes } from 'styled-components';
import {
  dismissToast,
  pauseToast,
  resumeToast,
  toastLiftProperty,
  toastsAtTopAttribute,
  useToasts,
  type ToastItem,
  type ToastVariant,
} from '@site/ui/toast';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(1rem); }
  to { opacity: 1; transform: translateY(0); }
`;

const slideDown = keyframes`
  from { opacity: 0; transform: translateY(-1rem); }
  to { opacity: 1; transform: translateY(0); }
`;

/** The toasts' place at the window's top, under the header or the client's bar. */
const atTop = css`
  top: calc(${({ theme }) => theme.headerHeight} + 0.75rem);
  bottom: auto;

  li {
    animation-name: ${slideDown};
  }
`;

const Region = styled.section`
  position: fixed;
  right: 1rem;
  bottom: calc(1rem + var(${toastLiftProperty}, 0px));
  z-index: ${({ theme }) => theme.zIndex.toast};
  width: min(420px, calc(100vw - 2rem));
  pointer-events: none;

  /* At the window's top under the site's header (\`toastsAtTopAttribute\`), sliding down. */
  :root[${toastsAtTopAttribute}] & {
    ${atTop}
  }

  /* So too on a phone in the client's frame (his bar drawn): there the window's foot is what he
     reads next (the coach's line, the session just booked), while under his bar stands the
     page's heading, which a toast's few seconds hide least. */
  @media (max-width: 47.99rem) {
    :root:has([data-client-bar]) & {
      ${atTop}
    }
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

/* Every toast in the brand's colours: the header's navy with ivory text and a gold hairline. A
   success carries the light gold's check, a refusal the terracotta's mark and edge; no colour
   from outside the palette. */
const variantStyles: Record<ToastVariant, ReturnType<typeof css>> = {
  default: css`
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.gold};
  `,
  success: css`
    color: ${({ theme }) => theme.colors.ivory};
    background: ${({ theme }) => theme.colors.navy};
    border-color: rgb(230 199 122 / 0.55);

    [data-toast-icon] {
      color: ${({ theme }) => theme.colors.goldLight};
    }
  `,
  destructive: css`
    color: ${({ theme }) => theme.colors.ivory};
    background: ${({ theme }) => theme.colors.navy};
    border-color: rgb(244 180 164 / 0.55);
    border-left: 4px solid ${({ theme }) => theme.colors.destructiveOnDark};

    [data-toast-icon] {
      color: ${({ theme }) => theme.colors.destructiveOnDark};
    }
  `,
};

const Item = styled.li<{ $variant: ToastVariant }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 1rem 0.75rem 1rem 1rem;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 12px 32px rgb(12 21 41 / 0.25);
  animation: ${slideIn} 0.2s ease-out;
  ${({ $variant }) => variantStyles[$variant]}
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  gap: 0.75rem;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Description = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.95rem;
`;

const CloseButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 6px;
  color: inherit;
  background: transparent;
  cursor: pointer;

  &:hover {
    background: rgb(128 128 128 / 0.18);
  }

  &:focus-visible {
    outline-color: currentColor;
  }
`;

function VariantIcon({ variant }: { variant: ToastVariant }) {
  if (variant === 'default') return null;
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-toast-icon=""
      style={{ flex: 'none', marginTop: 2 }}
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      {variant === 'success' ? (
        <path
          d="m7.5 12.5 3 3 6-6.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M12 7v6m0 3.5v.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

function Toast({ item }: { item: ToastItem }) {
  const destructive = item.variant === 'destructive';
  return (
    <Item
      $variant={item.variant}
      onMouseEnter={() => pauseToast(item.id)}
      onMouseLeave={() => resumeToast(item.id)}
      onFocus={() => pauseToast(item.id)}
      onBlur={() => resumeToast(item.id)}
    >
      {/* The close button stays outside the live region so only the message is announced. */}
      <Body
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        <VariantIcon variant={item.variant} />
        <div>
          <Title>{item.title}</Title>
          {item.description && <Description>{item.description}</Description>}
        </div>
      </Body>
      <CloseButton
        type="button"
        aria-label="Close notification"
        onClick={() => dismissToast(item.id)}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path
            d="m3 3 10 10M13 3 3 13"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </CloseButton>
    </Item>
  );
}

/** Shows the toast raised by `toast()` anywhere on the site. Mount it once, inside the theme. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Region aria-label="Notifications">
      <List>
        {toasts.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </List>
    </Region>
  );
}
