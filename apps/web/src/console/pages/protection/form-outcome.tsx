import page from '../page.module.css';

/** What a protection form did, or why the server refused it. */
export function FormOutcome({ done, error }: { done: string; error: string | null }) {
  return (
    <>
      <p role="status" className={page.done}>
        {done}
      </p>
      {error && (
        <p role="alert" className={page.error}>
          {error}
        </p>
      )}
    </>
  );
}
