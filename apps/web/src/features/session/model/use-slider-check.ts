import { useCallback, useState } from 'react';

/**
 * The slider check of a login or registration form: whether it is passed, and a reset that
 * mounts a new slider after a failed attempt. `key` and `onChange` go on the SliderCheck.
 */
export function useSliderCheck() {
  const [run, setRun] = useState(0);
  const [passed, setPassed] = useState(false);
  const reset = useCallback(() => {
    setPassed(false);
    setRun((n) => n + 1);
  }, []);
  return { passed, reset, key: run, onChange: setPassed };
}
