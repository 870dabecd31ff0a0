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

const Address = styled.small`
  display: block;
  margin-top: 0.35rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.small};
`;

/** How long "Copied" stays beside the button. */
const saidFor = 4000;

/**
 * A long address as a button that copies it, "Copied" said once it is (a polite live region, so
 * a screen reader hears it without losing its place), the address itself in small print below
 * for the eye and for selecting by hand when the browser refuses the clipboard.
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
        description: 'Select it below the button and copy it yourself.',
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
      <Address>
        <Breakable text={url} />
      </Address>
    </div>
  );
}
