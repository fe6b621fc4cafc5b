/**
 * Where a latitude/longitude appears on cobe's globe for a rotation (phi) and tilt (theta), as
 * fractions of the canvas, and whether it faces the viewer. Mirrors cobe 2's own marker maths
 * (globe radius 0.8, marker elevation 0.05, scale 1, no offset).
 */
const RADIUS = 0.85;

export function project(
  [lat, lng]: readonly [number, number],
  phi: number,
  theta: number,
): { x: number; y: number; front: boolean } {
  const latRad = (lat * Math.PI) / 180;
  const lngRad = (lng * Math.PI) / 180 - Math.PI;
  const cosLat = Math.cos(latRad);
  const px = -cosLat * Math.cos(lngRad) * RADIUS;
  const py = Math.sin(latRad) * RADIUS;
  const pz = cosLat * Math.sin(lngRad) * RADIUS;
  const cosTheta = Math.cos(theta);
  const sinTheta = Math.sin(theta);
  const cosPhi = Math.cos(phi);
  const sinPhi = Math.sin(phi);
  const sx = cosPhi * px + sinPhi * pz;
  const sy = sinPhi * sinTheta * px + cosTheta * py - cosPhi * sinTheta * pz;
  const depth = -sinPhi * cosTheta * px + sinTheta * py + cosPhi * cosTheta * pz;
  return { x: (sx + 1) / 2, y: (-sy + 1) / 2, front: depth > 0.05 };
}
