import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMockConfig } from '../../mocks/core/mock-config';
import { FAULT_KINDS, FAULT_LABELS, type Chaos, type ChaosState } from '../../mocks/core/faults';
import { createNotices, type Notice } from '../../mocks/core/notices';
import type { RequestLogEntry } from '../../mocks/core/request-record';
import { FAULT_LABEL } from '../../mocks/console/fault-controls';
import { MockConsoleDrawer } from '../../mocks/console/mock-console';
import { SCENARIO_DESCRIPTIONS } from '../../mocks/runtimes/scenarios';
import { MockConsoleLauncher } from '../../mocks/console/mock-console-launcher';
import { mountMockConsole } from '../../mocks/console/mount-mock-console';
import { noticeText } from '../../mocks/console/notice-text';
import { RequestsPanel } from '../../mocks/console/requests-panel';
import type { MockRuntime } from '../../mocks/runtimes/browser';
import { createRequestLog, REQUEST_LOG_KEY } from '../../mocks/runtimes/request-log';
import {
  DATA_REPLACED_NOTICE,
  IMPORT_INVALID_NOTICE,
  IMPORT_NOT_JSON_NOTICE,
  recordsDroppedNotice,
  STORAGE_FULL_NOTICE,
} from '../../mocks/runtimes/runtime-notices';
import { applyScenarioFromUrl, SCENARIOS } from '../../mocks/runtimes/scenarios';
import { RECOVERY_NOTES, RECOVERY_NOTICES } from '../../mocks/runtimes/worker-recovery';
import { DEMO_ACCOUNTS, DEMO_TOTP_SECRET } from '@/config/demo-accounts';
import { loadMessages, setLanguage, t } from '@/lib/i18n';
import { system } from '@/theme/system';
import { makeRequestEntry } from '@tests/support/make-request-entry';

// The mock console's words come from the catalogue's mock-console part (mount-mock-console.tsx loads
// it before the first render): English as it always read, French when the console is shown in French.
await loadMessages('mock-console');

/** A catalogue key left on the screen, e.g. `mockConsole.faults.title`. */
const KEY_TEXT = /\b[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*\.[a-zA-Z]+\b/;
/** English of the mock console that must not be left in the French one. */
const ENGLISH = [
  'Mock console',
  'This console drives',
  'Controls',
  'Latency',
  'Faults',
  'Two-factor code',
  'Scenario links',
  'Response time',
  'Realistic',
  'Fail next request',
  'Fail the next request',
  'Armed',
  'Endpoint',
  'Fail endpoint',
  'Clear all faults',
  'Unavailable',
  'Expire my access token',
  'Revoke my refresh token',
  'Make me a viewer',
  'Changes in',
  'Reset demo data',
  'Export data',
  'Import data',
  'Load',
  'admins',
  'demo accounts',
  'for paging',
  'The default demo data',
  'Every request takes',
  'until cleared',
];

const CHAOS_STATE: ChaosState = {
  latency: 'realistic',
  next: 'setup-required',
  endpoints: [{ method: 'GET', path: '/users', kind: 'unavailable' }],
};

/** Two notices for the ones a runtime has: their words are not what these tests read. */
const N1: Notice = { key: 'mockConsole.notices.storageFull' };
const N2: Notice = { key: 'mockConsole.notices.dataReplaced' };

function fakeRuntime({
  notices = [] as Notice[],
  onPage = [] as Notice[],
  importSnapshot = (): ReturnType<MockRuntime['importSnapshot']> => Promise.resolve({ ok: true as const }),
} = {}): MockRuntime {
  const chaos: Partial<Chaos> = {
    get: () => CHAOS_STATE,
    subscribe: () => () => {},
    setLatency: vi.fn(),
    failNext: vi.fn(),
    failEndpoint: vi.fn(),
    clearEndpoint: vi.fn(),
    clearAll: vi.fn(),
  };
  const runtime: Partial<MockRuntime> = {
    chaos: chaos as Chaos,
    endpoints: [{ method: 'GET', path: '/users' }],
    requests: createRequestLog({ storage: undefined }),
    notices: {
      list: () => notices,
      onPage: () => onPage,
      push: vi.fn(),
      dismiss: vi.fn(),
      subscribe: () => () => {},
    },
    switchDataset: vi.fn(() => Promise.resolve()),
    exportSnapshot: () => '{}',
    importSnapshot,
    canUndo: () => true,
    undoDataChange: () => Promise.resolve(true),
  };
  return runtime as MockRuntime;
}

function renderDrawer(runtime = fakeRuntime()) {
  render(
    <ChakraProvider value={system}>
      <MockConsoleDrawer
        runtime={runtime}
        open
        onOpenChange={() => {}}
        returnFocusTo={() => null}
        shortcut="Alt+Shift+M"
      />
    </ChakraProvider>,
  );
  return screen.getByRole('dialog');
}

/** What a person reads in `element`: its text and the names its controls are given. */
function readText(element: HTMLElement): string {
  const labels = [...element.querySelectorAll('[aria-label], [title]')].map(
    (e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`,
  );
  return [element.textContent ?? '', ...labels].join('\n');
}

function expectNoKeyNorEnglish(element: HTMLElement) {
  const text = readText(element);
  expect(text).not.toMatch(KEY_TEXT);
  expect(ENGLISH.filter((english) => text.includes(english))).toEqual([]);
}

afterEach(() => document.getElementById('mock-console')?.remove());

describe('the mock console in English', () => {
  it('reads as it always did', () => {
    const dialog = renderDrawer();
    const text = dialog.textContent ?? '';
    expect(within(dialog).getByRole('heading', { name: 'Mock console' })).toBeTruthy();
    expect(text).toContain('This console drives the built-in mock backend. Alt+Shift+M opens and closes it.');
    expect(text).toContain("Armed: 403 '2FA setup required'");
    expect(text).toContain('GET /users: 503 Service Unavailable');
    expect(text).toContain('Realistic (150–400 ms)');
    expect(text).toContain(`Empty (the ${DEMO_ACCOUNTS.length} demo accounts, nothing else)`);
    expect(text).toContain('Default (150 admins)');
    expect(text).toContain('10,000 admins (for paging and search at scale)');
    expect(text).toContain(`Changes in `);
    expect(text).toContain(` s · secret ${DEMO_TOTP_SECRET}`);
    expect(text).toContain(
      `empty An empty console: only the ${DEMO_ACCOUNTS.length} demo accounts, no wines, categories, cellars or history`,
    );
    expect(text).toContain('large 10,000 admins');
    expect(text).toContain('short-tokens Access tokens last 30 s: the console renews them before they expire');
    expect(within(dialog).getByRole('button', { name: 'Load the 10,000 admins dataset' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close mock console' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Import a demo data snapshot')).toBeTruthy();
  });

  it('describes every scenario the server knows, each from the catalogue', () => {
    expect(SCENARIOS.map((s) => s.name).sort()).toEqual(Object.keys(SCENARIO_DESCRIPTIONS).sort());
    const dialog = renderDrawer();
    for (const scenario of SCENARIOS) {
      expect(dialog.textContent).toContain(`${scenario.name} ${scenario.description}`);
    }
  });

  it('names each fault as the request log and the server do', () => {
    expect(FAULT_KINDS.map((kind) => t(FAULT_LABEL[kind]))).toEqual(FAULT_KINDS.map((kind) => FAULT_LABELS[kind]));
  });

  it('counts its notices on the launcher, one and many', () => {
    const { unmount } = render(<MockConsoleLauncher runtime={fakeRuntime({ notices: [N1] })} />);
    expect(screen.getByRole('button', { name: /Mock console/ }).textContent).toBe('Mock console1 notice');
    unmount();
    render(<MockConsoleLauncher runtime={fakeRuntime({ notices: [N1, N2], onPage: [N2] })} />);
    expect(screen.getByRole('button', { name: /Mock console/ }).textContent).toBe('Mock console2 notices');
    expect(screen.getByRole('button', { name: /Mock console/ }).getAttribute('title')).toBe(
      'Mock console (Alt+Shift+M)',
    );
    expect(screen.getByRole('alert').textContent).toContain('Demo data');
    expect(screen.getByRole('button', { name: 'Dismiss this notice' })).toBeTruthy();
  });
});

describe('the mock console in French', () => {
  it('shows its panel, controls, faults, sessions and data in French', async () => {
    await setLanguage('fr');
    const dialog = renderDrawer();
    const text = dialog.textContent ?? '';
    expect(within(dialog).getByRole('heading', { name: 'Console de simulation' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Réglages' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Latence' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Code de double authentification' })).toBeTruthy();
    expect(text).toContain('Cette console pilote le serveur simulé intégré. Alt+Shift+M l’ouvre et la ferme.');
    expect(text).toContain('Prévue\u202f: 403 «\u202f2FA à configurer\u202f»');
    expect(text).toContain('GET /users\u202f: 503 Service indisponible');
    expect(text).toContain('Réaliste (150–400 ms)');
    expect(text).toContain(`Vide (les ${DEMO_ACCOUNTS.length} comptes de démo, rien d’autre)`);
    expect(text).toMatch(/10\s000 administrateurs \(pour la pagination et la recherche à grande échelle\)/);
    expect(text).toContain('Les jetons d’accès durent 30 s\u202f: la console les renouvelle avant leur expiration');
    expect(text).toContain('Nouveau code dans ');
    expect(within(dialog).getByRole('button', { name: 'Charger le jeu de données vide' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Fermer la console de simulation' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Faire échouer la prochaine requête' })).toBeTruthy();
    expectNoKeyNorEnglish(dialog);

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Me rendre lecteur sur le serveur' }));
    expect(await within(dialog).findByText('Vous n’êtes pas connecté.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Charger le jeu de données vide' }));
    expect(await within(dialog).findByText('Jeu de données vide chargé.')).toBeTruthy();

    await user.click(within(dialog).getByRole('tab', { name: 'Requêtes' }));
    expect(within(dialog).getByTestId('mock-requests-summary').textContent).toBe(
      'Cette session\u202f: 0 point d’accès sollicité, 0 réponse sous contrat, 0 hors contrat',
    );
    expect(within(dialog).getByText('0 requête.')).toBeTruthy();
    expectNoKeyNorEnglish(dialog);
  });

  it('shows the Requests view, its entries and their details in French', async () => {
    await setLanguage('fr');
    const entries: RequestLogEntry[] = [
      makeRequestEntry({ id: 'down', status: 0, durationMs: 5 }),
      makeRequestEntry({ id: 'users', contract: ['a request for the first page of admins'] }),
    ];
    const storage = new Map([[REQUEST_LOG_KEY, JSON.stringify(entries)]]);
    const log = createRequestLog({
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
    });
    const { container } = render(
      <ChakraProvider value={system}>
        <RequestsPanel log={log} />
      </ChakraProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByTestId('mock-requests-summary').textContent).toBe(
      'Cette session\u202f: 1 point d’accès sollicité, 1 réponse sous contrat, 1 hors contrat',
    );
    expect(screen.getByText('2 requêtes.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Requêtes, des plus récentes aux plus anciennes' });
    const [down, users] = within(list).getAllByRole('listitem');
    expect(down!.textContent).toContain('sans réponse');
    expect(down!.textContent).toContain('5 ms');
    expect(down!.textContent).toContain('hors contrat');
    expect(users!.textContent).toContain('Sous contrat\u202f: a request for the first page of admins');

    await user.click(within(down!).getByRole('button', { name: /sans réponse/ }));
    expect(within(down!).getByRole('region', { name: 'Requête' }).textContent).toContain('(pas d’en-têtes)');
    expect(within(down!).getByRole('region', { name: 'Réponse' }).textContent).toContain('(pas de corps)');
    expect(within(down!).getByRole('button', { name: 'Copier en curl' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Statut'), 'network');
    expect(screen.getByRole('option', { name: 'Erreur réseau' })).toBeTruthy();
    expect(screen.getByText('1 requête affichée sur 2.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Suspendre l’enregistrement' }));
    expect(screen.getByText(/Enregistrement suspendu\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporter l’affichage en HAR' })).toBeTruthy();
    expect(screen.getByLabelText('Seulement les requêtes hors contrat')).toBeTruthy();

    // What a request carries (its path, its interactions) is data; the panel's own words are French.
    const words = readText(container).replace('a request for the first page of admins', '');
    expect(words).not.toMatch(KEY_TEXT);
    for (const english of ['This session', 'Request', 'Answer', 'Copy as', 'not under contract', 'no answer', 'Any']) {
      expect(words).not.toContain(english);
    }
  });

  it('shows the launcher in French, and follows a switch of the language once mounted', async () => {
    await setLanguage('fr');
    render(<MockConsoleLauncher runtime={fakeRuntime({ notices: [N1, N2], onPage: [N2] })} />);
    const button = screen.getByRole('button', { name: /Console de simulation/ });
    expect(button.textContent).toBe('Console de simulation2 alertes');
    expect(button.getAttribute('title')).toBe('Console de simulation (Alt+Shift+M)');
    expect(screen.getByRole('alert').textContent).toContain('Données de démo');
    expect(screen.getByRole('button', { name: 'Masquer cette alerte' })).toBeTruthy();
    expectNoKeyNorEnglish(document.body);
  });

  it('mounts after loading its words, and switches language with the console', async () => {
    mountMockConsole(fakeRuntime({ notices: [N1] }));
    const host = () => within(document.getElementById('mock-console')!);
    expect((await host().findByRole('button', { name: /Mock console/ })).textContent).toBe('Mock console1 notice');
    await act(() => setLanguage('fr'));
    expect((await host().findByRole('button', { name: /Console de simulation/ })).textContent).toBe(
      'Console de simulation1 alerte',
    );
  });
});

/** A runtime whose notices are real, for the scenarios to tell of themselves. */
function scenarioRuntime() {
  const notices = createNotices<Notice>();
  const runtime = { ...fakeRuntime(), notices };
  return { runtime: runtime as MockRuntime, said: () => notices.list().map(noticeText) };
}

describe('the notices of the mock', () => {
  // A scenario may set the mock's configuration (short tokens): each test leaves it as it found it.
  afterEach(resetMockConfig);

  it('read in English as the runtime always wrote them', async () => {
    expect(noticeText(recordsDroppedNotice(1))).toBe(
      '1 damaged saved record was left out of the demo data; everything else is as you left it.',
    );
    expect(noticeText(recordsDroppedNotice(3))).toBe(
      '3 damaged saved records were left out of the demo data; everything else is as you left it.',
    );
    expect(noticeText(DATA_REPLACED_NOTICE)).toBe(
      'The saved demo data was from an older version or damaged, so a fresh demo dataset was loaded.',
    );
    expect(noticeText(STORAGE_FULL_NOTICE)).toBe(
      'Browser storage is full: the demo keeps working, but changes are kept in memory only.',
    );
    expect(noticeText(IMPORT_NOT_JSON_NOTICE)).toBe(
      'That file is not JSON. Choose a snapshot exported from this console.',
    );
    expect(noticeText(IMPORT_INVALID_NOTICE)).toBe(
      'That file is not a valid demo snapshot (wrong version or damaged). Nothing was changed.',
    );
    // The end-to-end tests read the recovery notes' English on the page.
    for (const cause of Object.keys(RECOVERY_NOTES) as (keyof typeof RECOVERY_NOTES)[]) {
      expect(t(RECOVERY_NOTICES[cause])).toBe(RECOVERY_NOTES[cause]);
    }

    for (const scenario of SCENARIOS) {
      const { runtime, said } = scenarioRuntime();
      expect(await applyScenarioFromUrl(runtime, `https://demo.test/users?scenario=${scenario.name}`)).toBe(
        scenario.name,
      );
      expect(said()).toEqual([`Scenario "${scenario.name}": ${scenario.description}.`]);
    }
    const { runtime, said } = scenarioRuntime();
    expect(await applyScenarioFromUrl(runtime, 'https://demo.test/?scenario=nope')).toBeNull();
    expect(said()).toEqual([
      'Unknown scenario "nope". Known: default, empty, large, slow, realistic, users-down, short-tokens, rate-limited.',
    ]);
  });

  it('show on the page and in the console in English', () => {
    const dropped = recordsDroppedNotice(2);
    render(<MockConsoleLauncher runtime={fakeRuntime({ notices: [dropped], onPage: [dropped] })} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Demo data2 damaged saved records were left out of the demo data; everything else is as you left it.×',
    );
  });

  it('show on the page, in the console and after a failed import in French', async () => {
    await setLanguage('fr');
    const { runtime: withScenario } = scenarioRuntime();
    await applyScenarioFromUrl(withScenario, 'https://demo.test/?scenario=large');
    await applyScenarioFromUrl(withScenario, 'https://demo.test/?scenario=nope');
    const dropped = recordsDroppedNotice(1);
    const runtime = fakeRuntime({
      notices: [...withScenario.notices.list(), STORAGE_FULL_NOTICE, dropped],
      onPage: [dropped, DATA_REPLACED_NOTICE],
      importSnapshot: () => Promise.resolve({ ok: false as const, message: IMPORT_NOT_JSON_NOTICE }),
    });

    render(<MockConsoleLauncher runtime={runtime} />);
    const [onPageDropped, onPageReplaced] = screen.getAllByRole('alert');
    expect(onPageDropped!.textContent).toContain(
      '1 enregistrement endommagé a été écarté des données de démo\u202f; tout le reste est tel que vous l’avez laissé.',
    );
    expect(onPageReplaced!.textContent).toContain(
      'Les données de démo enregistrées venaient d’une ancienne version ou étaient endommagées\u202f: un nouveau jeu de données de démo a été chargé.',
    );
    expect(screen.getByRole('button', { name: /Console de simulation/ }).textContent).toBe(
      'Console de simulation4 alertes',
    );

    const dialog = renderDrawer(runtime);
    const text = dialog.textContent ?? '';
    expect(text).toMatch(/Scénario «\u202flarge\u202f»\u202f: 10\s000 administrateurs\./);
    expect(text).toContain(
      'Scénario inconnu «\u202fnope\u202f». Scénarios connus\u202f: default, empty, large, slow, realistic, users-down, short-tokens, rate-limited.',
    );
    expect(text).toContain(
      'Le stockage du navigateur est plein\u202f: la démo continue de fonctionner, mais les modifications ne sont conservées qu’en mémoire.',
    );
    expect(text).toContain('1 enregistrement endommagé a été écarté');

    const user = userEvent.setup();
    await user.upload(
      within(dialog).getByLabelText('Importer un instantané des données de démo'),
      new File(['nope'], 'snapshot.json', { type: 'application/json' }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Ce fichier n’est pas au format JSON. Choisissez un instantané exporté depuis cette console.',
    );

    const NOTICE_ENGLISH = [
      'Scenario',
      'Unknown',
      'Known',
      'storage is full',
      'damaged',
      'left out',
      'not JSON',
      'demo data',
    ];
    for (const element of [dialog, ...screen.getAllByRole('alert')]) {
      expectNoKeyNorEnglish(element);
      const words = readText(element);
      expect(NOTICE_ENGLISH.filter((english) => words.includes(english))).toEqual([]);
    }
  });
});
