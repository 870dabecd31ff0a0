import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSearchParams } from '@site/ui/router';
import { RowEndButton, useMoreBeyond, type More } from '@site/ui/section-nav';
import { tabFrame, tabItem, tabRow } from './tab-look';
import { visuallyHidden } from '@site/ui/visually-hidden';
import { Badge } from './ui';
import { rowIndexForKey } from '../lib/row-keys';

/** One tab: its value (in the address, in ids), its name, and a shorter name for a phone. */
export interface TabChoice<T extends string> {
  value: T;
  label: string;
  /** Said on a phone's row where the whole name has no room (the whole one stays its name). */
  short?: string;
  /** What is new behind it ("1 new"), a chip after its name. */
  badge?: string;
}

/** The ids of a tab and of its panel. */
export const tabIds = (idPrefix: string, value: string) => ({
  tab: `${idPrefix}-${value}-tab`,
  panel: `${idPrefix}-${value}-panel`,
});

/**
 * One row of tabs (the back office's one look of tabs: see tab-look); on a phone the tabs wrap
 * into rows of chips, every one in sight.
 */
const Row = styled.div<{ $more: More }>`
  ${tabRow}

  ${({ theme }) => theme.media.mobile} {
    flex-wrap: wrap;
    gap: 0.5rem;
    overflow: visible;
    border-bottom: 0;
    mask-image: none;
  }
`;

const Frame = styled.div`
  ${tabFrame}
  margin-bottom: 1rem;

  /* Every tab is in sight on a phone: no step buttons. */
  ${({ theme }) => theme.media.mobile} {
    &[data-overflow] > [data-row-end] {
      display: none;
    }
  }
`;

const Tab = styled.button`
  ${tabItem}

  .short {
    display: none;
  }
  /* A chip a finger's size; the chosen one in the site's one selected state. */
  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    min-height: 44px;
    margin-bottom: 0;
    padding: 0.375rem 0.875rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};

    &[aria-selected='true'] {
      border-color: ${({ theme }) => theme.colors.selected};
      color: ${({ theme }) => theme.colors.onSelected};
      background: ${({ theme }) => theme.colors.selected};
      box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.selectedRing};
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
    .short {
      display: inline;
    }
    .short + .whole {
      ${visuallyHidden}
    }
  }
`;

/**
 * Tabs (the WAI-ARIA pattern): one stop of the keyboard's Tab, the arrow keys moving between
 * them (Home and End to the first and the last), each naming its panel (`TabPanel`). One row
 * that scrolls sideways where the tabs do not fit, the chosen one kept in its view; on a phone
 * the tabs wrap into rows of chips, all in sight. The caller
 * holds which one is chosen (`useTabInAddress` keeps it in the page's address).
 *
 * ```tsx
 * <Tabs label="Schedules" idPrefix="schedule" tabs={[{ value: 'sessions', label: 'Paid sessions' }]}
 *   selected={shown} onSelect={setShown} />
 * <TabPanel idPrefix="schedule" value="sessions" selected={shown}>…</TabPanel>
 * ```
 */
export function Tabs<T extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  idPrefix: string;
  tabs: readonly TabChoice<T>[];
  selected: T;
  onSelect: (value: T) => void;
}) {
  const { ref, more } = useMoreBeyond<HTMLDivElement>();
  // The chosen tab in the row's view (a phone's row scrolls): chosen by a link, by a key or a
  // tap, and again whenever the row's width changes (a window narrowed, a tablet turned).
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const reveal = () => {
      const tab = row.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!tab || row.scrollWidth <= row.clientWidth) return;
      const margin = 40;
      const start = tab.offsetLeft - row.offsetLeft;
      const end = start + tab.offsetWidth;
      if (start - margin < row.scrollLeft) row.scrollLeft = Math.max(0, start - margin);
      else if (end + margin > row.scrollLeft + row.clientWidth)
        row.scrollLeft = end + margin - row.clientWidth;
    };
    reveal();
    if (typeof ResizeObserver === 'undefined') return;
    let width = row.clientWidth;
    const observer = new ResizeObserver(() => {
      if (row.clientWidth === width) return;
      width = row.clientWidth;
      reveal();
    });
    observer.observe(row);
    return () => observer.disconnect();
  }, [ref, selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const to = rowIndexForKey(event.key, index, tabs.length);
    const next = to === undefined ? undefined : tabs[to];
    if (!next) return;
    event.preventDefault();
    onSelect(next.value);
    document.getElementById(tabIds(idPrefix, next.value).tab)?.focus();
  };

  return (
    <Frame data-overflow={more.start || more.end || undefined}>
      {/* Where the row runs past the screen, the site's step buttons at its ends say so and move
          it on (the arrow keys move between the tabs themselves: the buttons are no tab stop). */}
      <RowEndButton side="start" more={more} row={ref} label="Earlier tabs" focusable={false} />
      <Row ref={ref} role="tablist" aria-label={label} $more={more} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const ids = tabIds(idPrefix, tab.value);
          const chosen = tab.value === selected;
          return (
            <Tab
              key={tab.value}
              type="button"
              role="tab"
              id={ids.tab}
              aria-selected={chosen}
              aria-controls={ids.panel}
              tabIndex={chosen ? 0 : -1}
              onClick={() => onSelect(tab.value)}
            >
              {tab.short && (
                <span className="short" aria-hidden="true">
                  {tab.short}
                </span>
              )}
              <span className="whole">{tab.label}</span>
              {tab.badge && (
                <>
                  {' '}
                  <Badge $tone="warn">{tab.badge}</Badge>
                </>
              )}
            </Tab>
          );
        })}
      </Row>
      <RowEndButton side="end" more={more} row={ref} label="More tabs" focusable={false} />
    </Frame>
  );
}

/** A tab's panel: named by its tab, kept (with what its forms hold) while another is chosen. */
export function TabPanel<T extends string>({
  idPrefix,
  value,
  selected,
  children,
}: {
  idPrefix: string;
  value: T;
  selected: T;
  children: ReactNode;
}) {
  const ids = tabIds(idPrefix, value);
  return (
    <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} hidden={value !== selected}>
      {children}
    </div>
  );
}

/**
 * The tab chosen on a page, kept in its address (`?name=value`; the first tab without one) so a
 * reload or a link opens it: read from the address (by the server's render too), written back in
 * place as tabs are chosen, without a new entry in the history or a jump to the page's top.
 */
export function useTabInAddress<T extends string>(
  name: string,
  values: readonly T[],
): [T, (value: T) => void] {
  const [searchParams] = useSearchParams();
  const first = values[0]!;
  const asked = values.find((value) => value === searchParams.get(name)) ?? first;
  const [chosen, setChosen] = useState(asked);
  // A link to the page with another tab (the router's address changing) chooses that tab.
  const [readFrom, setReadFrom] = useState(asked);
  if (readFrom !== asked) {
    setReadFrom(asked);
    setChosen(asked);
  }
  const choose = (value: T) => {
    setChosen(value);
    const url = new URL(window.location.href);
    if (value === first) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  };
  return [chosen, choose];
}
