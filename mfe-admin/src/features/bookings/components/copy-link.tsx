import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { toast } from '@site/ui/toast';
import { Breakable } from '../../../components/breakable';
import { SmallButton } from '../../../components/ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
`;

const Said = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.small};
`;

/* The address itself, behind a quiet "Show Link": the button copies it; this is for reading it or
   selecting it by hand when the browser refuses the clipboard. */
const Shown = styled.details`
  margin-top: 0.35rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.small};

  > summary {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.navy};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

/** How long "Copied" stays beside the button. */
const saidFor = 4000;

/**
 * A long address as a button that copies it, "Copied" said once it is (a polite live region, so
 * a screen reader hears it without losing its place); the address itself stays folded behind
 * "Show Link", for reading it or selecting it by hand when the browser refuses the clipboard.
 */
export function CopyLink({ url, label }: { url: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), saidFor);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast({
        title: 'The link could not be copied.',
        description:
          'Open “Show Link” below the button, then select the link and copy it yourself.',
        variant: 'destructive',
      });
    }
  }

  return (
    <div>
      <Row>
        <SmallButton type="button" onClick={() => void copy()}>
          {label}
        </SmallButton>
        <Said role="status" aria-live="polite">
          {copied ? 'Copied' : ''}
        </Said>
      </Row>
      <Shown>
        <summary>Show Link</summary>
        <Breakable text={url} />
      </Shown>
    </div>
  );
}
