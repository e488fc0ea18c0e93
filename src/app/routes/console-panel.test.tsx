import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsolePanelProps } from '@/features/console-access';
import { storage } from '@/shared/lib/storage';
import { consolePanel } from './console-panel';

const riverside = { wcmsId: '1001', name: 'Riverside Medical Centre', clinicalSystem: 'emis', role: 'full' };
const hillview = { wcmsId: '1002', name: 'Hillview Surgery', clinicalSystem: 'na', role: 'full' };

/** A panel with a typed, unsaved value, like any console form. */
function Probe({ wcmsId, clinicalSystem }: ConsolePanelProps) {
  const [typed, setTyped] = useState('');
  return (
    <label>
      {`Name for ${wcmsId} (${clinicalSystem})`}
      <input value={typed} onChange={(event) => setTyped(event.target.value)} />
    </label>
  );
}

afterEach(() => storage.remove('organisation'));

describe('consolePanel', () => {
  it('gives the panel the organisation being configured, and nothing before one is chosen', () => {
    const Area = consolePanel(Probe);
    const { container, rerender } = render(<Area />);
    expect(container).toBeEmptyDOMElement();
    act(() => storage.set('organisation', riverside));
    rerender(<Area />);
    expect(screen.getByLabelText('Name for 1001 (emis)')).toBeInTheDocument();
  });

  it('starts the panel afresh when the organisation switches, so typing for one is never saved to another', async () => {
    storage.set('organisation', riverside);
    const Area = consolePanel(Probe);
    render(<Area />);
    await userEvent.type(screen.getByLabelText('Name for 1001 (emis)'), 'Reception');
    expect(screen.getByLabelText('Name for 1001 (emis)')).toHaveValue('Reception');
    act(() => storage.set('organisation', hillview));
    expect(screen.getByLabelText('Name for 1002 (na)')).toHaveValue('');
  });
});
