import { ChakraProvider } from '@chakra-ui/react';
import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Analytics } from '@/api/analytics';
import { formatRole } from '@/lib/format-role';
import { setLanguage } from '@/lib/i18n';
import { system } from '@/theme/system';
import { AuditEventLine } from './audit-event-line';
import { AvatarUploader } from './avatar-uploader';
import { analyticsDatasets } from './charts/analytics-datasets';
import { datasetCsv, datasetSummary } from './charts/chart-dataset';
import { ChartFigure } from './charts/chart-figure';
import { ConfirmDialog } from './confirm-dialog';
import { PasswordField } from './password-field';
import { ThemePreferenceSelect } from './theme-preference-select';
import { CATALOGUE_KEY as KEY_TEXT } from '@tests/support/catalogue-key';

// The shared components in French (issue 53): no catalogue key and none of their English left on screen.
const NB = '\u202f';
const inChakra = (node: React.ReactNode) => render(<ChakraProvider value={system}>{node}</ChakraProvider>);

const analytics: Analytics = {
  period: '30d',
  from: '2026-10-18T00:00:00.000Z',
  to: '2026-11-16T09:00:00.000Z',
  winesByType: [],
  winesByCountry: { top: [{ country: 'FR', count: 5 }], otherCount: 4 },
  vintages: { decades: [{ decade: 1990, count: 1 }], nonVintage: 2 },
  catalogueGrowth: [],
  fillRates: [{ band: 'OVER_100', cellars: 2 }],
  holdingsByType: [{ type: 'ROSE', bottles: 1200, valueEur: 1234.5 }],
  signInsPerDay: [],
};

describe('the shared components in French', () => {
  it('a chart: its title, description, buttons, summary and data table', async () => {
    await setLanguage('fr');
    const user = userEvent.setup();
    const datasets = analyticsDatasets(analytics);
    inChakra(<ChartFigure dataset={datasets.vintages} />);
    expect(screen.getByRole('heading', { name: 'Répartition des millésimes' })).toBeTruthy();
    const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(
      screen.getByText(`Vins publiés par décennie de millésime${NB}; les vins non millésimés à part.`, exactly),
    ).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      `Graphique en barres${NB}: répartition des millésimes. Années 1990${NB}: 1${NB}; Non millésimé${NB}: 2.`,
    );
    await user.click(screen.getByRole('button', { name: 'Afficher le tableau' }));
    expect(screen.getByRole('region', { name: `Données${NB}: Répartition des millésimes` })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Millésime' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Télécharger le CSV' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(KEY_TEXT);
    for (const english of ['Vintage', 'Wines', 'data table', 'Download', 'Non-vintage', '1990s'])
      expect(text).not.toContain(english);
  });

  it('a chart’s CSV: headers in French, numbers machine-readable', async () => {
    await setLanguage('fr');
    const { holdingsByType, fillRates, winesByCountry } = analyticsDatasets(analytics);
    expect(datasetCsv(holdingsByType)).toBe('Type,Bouteilles,Valeur (EUR)\r\nRosé,1200,1234.5\r\n');
    expect(fillRates.rows).toEqual([{ band: `Plus de 100${NB}%`, cellars: 2 }]);
    expect(winesByCountry.rows.at(-1)).toEqual({ country: 'Autres', wines: 4 });
    expect(datasetSummary(fillRates)).toBe(
      `Graphique en barres${NB}: taux de remplissage des caves. Plus de 100${NB}%${NB}: 2.`,
    );
  });

  it('the avatar uploader, the theme select and the password field', async () => {
    await setLanguage('fr');
    const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    inChakra(
      <>
        <AvatarUploader name="Ada Lovelace" imageUrl="/a.png" onUpload={async () => {}} onRemove={async () => {}} />
        <ThemePreferenceSelect preference="DARK" onChange={() => undefined} />
        <PasswordField label="Mot de passe" name="password" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Importer une photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer la photo' })).toBeTruthy();
    expect(screen.getByText('PNG, JPEG ou WebP, 2 Mo maximum.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Thème' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Sombre' })).toBeTruthy();
    expect(
      screen.getByText(`«${NB}Système${NB}» suit le réglage clair ou sombre de votre appareil.`, exactly),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Afficher le champ mot de passe' }).textContent).toBe('Afficher');
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(KEY_TEXT);
    for (const english of ['Upload', 'Remove', 'Theme', 'Dark', 'System follows', 'Show', 'up to'])
      expect(text).not.toContain(english);
  });

  it('a confirmation’s default Cancel, an audit event in words, a role’s name', async () => {
    await setLanguage('fr');
    inChakra(
      <>
        <ConfirmDialog open title="Supprimer ?" confirmLabel="Supprimer" onCancel={() => undefined} closable />
        <AuditEventLine
          now={new Date('2026-11-27T12:00:00Z')}
          event={{
            id: 'e1',
            at: '2026-11-27T11:59:30Z',
            actor: null,
            action: 'auth.login-failed',
            target: { type: 'ADMIN', id: null, label: null },
            outcome: 'failed',
            signIn: { email: 'eve@vinotheca.test', reason: 'wrong-password', clientAddress: '203.0.113.7' },
          }}
        />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Annuler' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(screen.getByText(/n’a pas pu se connecter/).textContent).toBe(
      'eve@vinotheca.test n’a pas pu se connecter (mot de passe erroné, depuis 203.0.113.7)Échec',
    );
    expect(formatRole('SUPER_ADMIN')).toBe('Super administrateur');
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(KEY_TEXT);
    for (const english of ['Cancel', 'failed to sign in', 'wrong password', 'from', 'Failed'])
      expect(text).not.toContain(english);
  });
});
