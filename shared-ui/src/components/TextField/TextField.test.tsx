import { render, screen } from '@testing-library/react';
import { TextField } from './TextField';
import { SelectField } from '../SelectField/SelectField';

describe('TextField', () => {
  it('renders a visible label tied to the input', () => {
    render(<TextField label="Email" type="email" required />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(screen.getByText('Email').tagName).toBe('LABEL');
  });

  it('marks the input invalid and announces the error with it', () => {
    render(<TextField label="Price" error="Price must be a number" />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Price must be a number');
  });

  it('gives two fields with the same label different ids', () => {
    render(
      <>
        <TextField label="City" />
        <TextField label="City" />
      </>,
    );
    const [first, second] = screen.getAllByRole('textbox', { name: 'City' });
    expect(first.id).not.toBe(second.id);
  });
});

describe('SelectField', () => {
  it('is labelled and offers a placeholder then the options', () => {
    render(
      <SelectField
        label="Category"
        placeholder="Select category"
        options={[
          { value: 'Vegetables', label: 'Organic veggies' },
          { value: 'Fruits', label: 'Fresh Fruits' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select category',
      'Organic veggies',
      'Fresh Fruits',
    ]);
  });
});
