import L from 'leaflet';

type Pt = { latlng: L.LatLng; onClick: () => void };

/**
 * Grid clustering of a layer's points at the map's zoom: points closer than `cell` pixels are one
 * circle with their count (a click zooms in); alone, a point is its own marker.
 */
export function clusterLayer(map: L.Map, pts: Pt[], color: string, cell = 48): L.LayerGroup {
  const group = L.layerGroup();
  const cells = new Map<string, Pt[]>();
  for (const p of pts) {
    const px = map.project(p.latlng, map.getZoom());
    const key = `${Math.floor(px.x / cell)}:${Math.floor(px.y / cell)}`;
    const list = cells.get(key) ?? [];
    list.push(p);
    cells.set(key, list);
  }
  for (const list of cells.values()) {
    if (list.length === 1) {
      L.circleMarker(list[0].latlng, {
        radius: 6,
        color: '#fff',
        weight: 1,
        fillColor: color,
        fillOpacity: 0.95,
      })
        .on('click', list[0].onClick)
        .addTo(group);
      continue;
    }
    const lat = list.reduce((s, p) => s + p.latlng.lat, 0) / list.length;
    const lng = list.reduce((s, p) => s + p.latlng.lng, 0) / list.length;
    L.marker([lat, lng], {
      icon: L.divIcon({
        className: 'gis-cluster',
        html: `<span style="background:${color}">${list.length}</span>`,
        iconSize: [30, 30],
      }),
    })
      .on('click', () => map.setView([lat, lng], map.getZoom() + 2))
      .addTo(group);
  }
  return group;
}
