import { useReadyOnMount } from '../firstPaint/PageReadiness';

interface Props {
  title: string;
  message: string;
  onRetry: () => void;
  /** The page's main landmark (the whole site failed), rather than a part of the layout's. */
  main?: boolean;
}

/** Something the site needs could not be loaded: what, why, and Try again. */
export function LoadFailure({ title, message, onRetry, main = false }: Props) {
  useReadyOnMount();
  const Frame = main ? 'main' : 'section';
  return (
    <Frame className="startup-error container" role="alert">
      <h1 className="h3">{title}</h1>
      <p>{message}</p>
      <p className="text-body-secondary">Check your connection, then try again.</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
    </Frame>
  );
}
