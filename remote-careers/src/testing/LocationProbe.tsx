import { useLocation } from 'react-router-dom';

/** Shows the router's current URL and state so tests can check what a section wrote there. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}
