import { Component, type ReactNode } from 'react';
import { asChunkLoadError } from './chunk-error.ts';
import { ChunkErrorView } from './chunk-error-view.tsx';
import { UnknownErrorView } from './unknown-error-view.tsx';

interface Props {
  children: ReactNode;
  /** A new value (the path) clears the error: the visitor has moved on. */
  resetKey: string;
  /** How the page reloads when a second attempt fails too (tests pass a spy). */
  reload?: () => void;
  /** Wraps the error view, e.g. in the page's <main> when nothing else is on screen. */
  frame?: (view: ReactNode) => ReactNode;
}

interface State {
  error: unknown;
}

const reloadPage = () => window.location.reload();

/**
 * Catches what a page throws while rendering. A chunk that failed to load gets the
 * product §8 message and a retry that loads it again; if that fails too the page reloads,
 * which also picks up a newer deployment whose chunk names changed.
 */
export class ChunkBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null });
  }

  private retry = async () => {
    const reload = this.props.reload ?? reloadPage;
    const chunk = asChunkLoadError(this.state.error);
    if (!chunk?.retry) return reload();
    try {
      await chunk.retry();
      this.setState({ error: null });
    } catch {
      reload();
    }
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { frame = (view: ReactNode) => view, reload = reloadPage } = this.props;
    const chunk = asChunkLoadError(error);
    return frame(
      chunk ? (
        <ChunkErrorView error={chunk} onRetry={this.retry} />
      ) : (
        <UnknownErrorView onReload={reload} />
      ),
    );
  }
}
