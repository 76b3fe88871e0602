import { useCallback, useState } from 'react';

type State<T> = { status: 'idle' | 'pending' | 'success' | 'error'; data?: T; error: unknown };

/**
 * A form's call to the API, with its pending, success and error states. The guest pages use it
 * instead of TanStack Query, which belongs to the app and is not loaded before sign-in.
 */
export function useSubmit<Body, T>(send: (body: Body) => Promise<T>) {
  const [state, setState] = useState<State<T>>({ status: 'idle', error: null });
  const submit = useCallback(
    async (body: Body): Promise<T> => {
      setState({ status: 'pending', error: null });
      try {
        const data = await send(body);
        setState({ status: 'success', data, error: null });
        return data;
      } catch (error) {
        setState({ status: 'error', error });
        throw error;
      }
    },
    [send],
  );
  const reset = useCallback(() => setState({ status: 'idle', error: null }), []);
  return {
    submit,
    reset,
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
  };
}
