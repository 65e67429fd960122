/**
 * The reality check, loaded after a login by app/reality-check-host.tsx (import()): the
 * site's first load carries only the few lines that load it.
 */
export { RealityCheck } from './components/reality-check.tsx';
