export function half(x) {
  return x / 2;
}
