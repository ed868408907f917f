import { redirect, type ActionFunctionArgs } from 'react-router';
import { PATHS } from '@/config/paths';
import { createWineRowAction, type WineListActionResult, type WineRowActionDeps } from './wine-list-action';

/**
 * The wine detail action: the list's publish, archive and delete (same fields, same toasts).
 * A deleted wine has no page left, so delete goes back to the list.
 */
export function createWineDetailAction(deps: WineRowActionDeps) {
  const act = createWineRowAction(deps);
  return async (args: ActionFunctionArgs): Promise<WineListActionResult | Response> => {
    const result = await act(args);
    return result.ok && result.intent === 'delete' ? redirect(PATHS.wines) : result;
  };
}
