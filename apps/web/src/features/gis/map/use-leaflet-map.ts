import L from 'leaflet';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Puts a Leaflet map on `el`'s element into `map` when the component mounts, and removes it when it
 * unmounts; `start` places its first view. Call it before the effects that use `map`.
 */
export function useLeafletMap(
  el: RefObject<HTMLDivElement | null>,
  map: RefObject<L.Map | null>,
  options: L.MapOptions,
  start: (m: L.Map) => void,
) {
  const first = useRef({ options, start });
  useEffect(() => {
    if (!el.current) return;
    const m = L.map(el.current, { preferCanvas: true, attributionControl: false, ...first.current.options });
    first.current.start(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, [el, map]);
}
