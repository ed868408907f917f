import { DEMO_ACCOUNTS, DEMO_TOTP_SECRET, type DemoAccount } from '@/config/demo-accounts';
import { t, type MessageKey } from '@/lib/i18n';
import './sign-in.css';

/** Each demo account's badge and description in the catalogue, by e-mail (the config keeps the README's English). */
const DEMO_ACCOUNT_TEXTS: Record<string, { label: MessageKey; description: MessageKey }> = {
  'admin@vinotheca.test': { label: 'auth.demo.fullAccessLabel', description: 'auth.demo.fullAccessDescription' },
  'setup@vinotheca.test': { label: 'auth.demo.pendingSetupLabel', description: 'auth.demo.pendingSetupDescription' },
  'totp@vinotheca.test': { label: 'auth.demo.enrolledLabel', description: 'auth.demo.enrolledDescription' },
  'locked@vinotheca.test': { label: 'auth.demo.lockedLabel', description: 'auth.demo.lockedDescription' },
  'manager@vinotheca.test': { label: 'auth.demo.adminLabel', description: 'auth.demo.adminDescription' },
  'editor@vinotheca.test': { label: 'auth.demo.editorLabel', description: 'auth.demo.editorDescription' },
  'viewer@vinotheca.test': { label: 'auth.demo.viewerLabel', description: 'auth.demo.viewerDescription' },
};

/** An account's badge and description in the language shown (the config's words for one the catalogue lacks). */
function accountTexts(account: DemoAccount): { label: string; description: string } {
  const keys = DEMO_ACCOUNT_TEXTS[account.email];
  if (!keys) return { label: account.label, description: account.description };
  return { label: t(keys.label), description: t(keys.description, { secret: DEMO_TOTP_SECRET }) };
}

/** One-click demo sign-ins, offered only when the app runs on the mock backend. */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  return (
    <section aria-labelledby="demo-accounts-heading" className="demo-accounts">
      <h2 id="demo-accounts-heading">{t('auth.demo.title')}</h2>
      <p>{t('auth.demo.lead')}</p>
      <div className="demo-accounts-list">
        {DEMO_ACCOUNTS.map((account) => {
          const { label, description } = accountTexts(account);
          return (
            <button key={account.email} type="button" className="sign-in-account" onClick={() => onPick(account)}>
              {/* A long secret breaks anywhere rather than push the page sideways on a phone. */}
              <span className="sign-in-account-text">
                <span>{account.email}</span>
                <span>{description}</span>
              </span>
              <span className="sign-in-badge">{label}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
