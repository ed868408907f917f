import { DEMO_ACCOUNTS, type DemoAccount } from '@/config/demo-accounts';
import './sign-in.css';

/** One-click demo sign-ins, offered only when the app runs on the mock backend. */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  return (
    <section aria-labelledby="demo-accounts-heading" className="demo-accounts">
      <h2 id="demo-accounts-heading">Demo accounts</h2>
      <p>This demo runs on a built-in mock backend. Pick an account to fill the form.</p>
      <div className="demo-accounts-list">
        {DEMO_ACCOUNTS.map((account) => (
          <button key={account.email} type="button" className="sign-in-account" onClick={() => onPick(account)}>
            {/* A long secret breaks anywhere rather than push the page sideways on a phone. */}
            <span className="sign-in-account-text">
              <span>{account.email}</span>
              <span>{account.description}</span>
            </span>
            <span className="sign-in-badge">{account.label}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
