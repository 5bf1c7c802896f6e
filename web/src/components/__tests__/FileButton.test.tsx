import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileButton } from '../form/FileButton';

describe('FileButton', () => {
  it('is a real button (not a label in the button role) that opens its file input', async () => {
    const user = userEvent.setup();
    render(
      <FileButton accept=".csv" inputLabel="CSV file" onChange={() => undefined}>
        Upload a CSV file
      </FileButton>,
    );
    const button = screen.getByRole('button', { name: 'Upload a CSV file' });
    expect(button.tagName).toBe('BUTTON');
    const input = screen.getByLabelText('CSV file');
    const opened = vi.spyOn(input, 'click');
    await user.click(button);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('hands the chosen file to onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FileButton accept=".csv" inputLabel="CSV file" testId="csv-input" onChange={onChange}>
        Upload
      </FileButton>,
    );
    const file = new File(['SKU,Quantity\nHAM-1,10'], 'restock.csv', { type: 'text/csv' });
    await user.upload(screen.getByTestId('csv-input'), file);
    expect(onChange).toHaveBeenCalledTimes(1);
    const event = onChange.mock.calls[0]?.[0] as { target: HTMLInputElement };
    expect(event.target.files?.[0]?.name).toBe('restock.csv');
  });
});
