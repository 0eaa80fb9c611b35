import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './ErrorBoundary';
import { RemoteUnavailable } from '../RemoteUnavailable/RemoteUnavailable';

function Flaky({ broken }: { broken: boolean }) {
  if (broken) throw new Error('remote exploded');
  return <p>Shop content</p>;
}

describe('ErrorBoundary with RemoteUnavailable', () => {
  beforeEach(() => {
    // React logs every caught render error; the test expects them.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback with the error, and Retry renders the children again', async () => {
    function Page() {
      const [broken, setBroken] = useState(true);
      return (
        <ErrorBoundary
          onReset={() => setBroken(false)}
          fallback={(error, reset) => (
            <RemoteUnavailable
              title="The shop is unavailable right now"
              message={error.message}
              onRetry={reset}
            />
          )}
        >
          <Flaky broken={broken} />
        </ErrorBoundary>
      );
    }
    render(<Page />);
    expect(screen.getByRole('alert')).toHaveTextContent('The shop is unavailable right now');
    expect(
      screen.getByRole('heading', { name: 'The shop is unavailable right now' }),
    ).toBeInTheDocument();
    expect(screen.getByText('remote exploded')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Shop content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports the caught error once', () => {
    const onError = jest.fn();
    render(
      <ErrorBoundary onError={onError} fallback={() => <p>Oops</p>}>
        <Flaky broken />
      </ErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0]).toEqual(new Error('remote exploded'));
  });
});
