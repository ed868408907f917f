import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { t } from '@/lib/i18n';
import type { MockRuntime } from '../runtimes/browser';
import { noticeText } from './notice-text';
import './mock-console.css';

// The console is a Chakra drawer: it loads when first opened, not with the demo's first page.
const MockConsoleDrawer = lazy(() => import('./mock-console').then((m) => ({ default: m.MockConsoleDrawer })));

const MOCK_CONSOLE_SHORTCUT = 'Alt+Shift+M';
/** Chakra's warning indicator (a circled exclamation mark). */
const WARNING_ICON =
  'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z';

/** The mock console's button and the data notices above it (mock mode only). */
export function MockConsoleLauncher({ runtime }: { runtime: MockRuntime }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const notices = useSyncExternalStore(runtime.notices.subscribe, runtime.notices.list);
  const onPage = useSyncExternalStore(runtime.notices.subscribe, runtime.notices.onPage);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.shiftKey && event.code === 'KeyM') {
        event.preventDefault();
        setLoaded(true);
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <div className="mock-console-dock">
        {onPage.map((notice) => (
          <div key={notices.indexOf(notice)} role="alert" className="mock-console-notice">
            <svg viewBox="0 0 24 24" aria-hidden focusable="false">
              <path d={WARNING_ICON} />
            </svg>
            <div className="mock-console-notice-text">
              <strong>{t('mockConsole.notices.title')}</strong>
              <p>{noticeText(notice)}</p>
            </div>
            <button
              type="button"
              aria-label={t('mockConsole.notices.dismiss')}
              onClick={() => runtime.notices.dismiss(notice)}
            >
              ×
            </button>
          </div>
        ))}
        <button
          ref={button}
          type="button"
          className="mock-console-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-keyshortcuts={MOCK_CONSOLE_SHORTCUT}
          title={t('mockConsole.launcher.title', { shortcut: MOCK_CONSOLE_SHORTCUT })}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          {t('mockConsole.panel.title')}
          {notices.length > 0 && (
            <span className="mock-console-badge">{t('mockConsole.launcher.notices', { count: notices.length })}</span>
          )}
        </button>
      </div>
      {loaded && (
        <Suspense fallback={null}>
          <MockConsoleDrawer
            runtime={runtime}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={() => button.current}
            shortcut={MOCK_CONSOLE_SHORTCUT}
          />
        </Suspense>
      )}
    </>
  );
}
