// Signed distance to the segment; smoothstep gives a one-pixel antialiased edge. Dashes cut along it.
in vec2 vPixel;
flat in vec4 vEnds;
flat in vec2 vStyle;
flat in vec4 vColor;
out vec4 fragColor;
void main() {
  vec2 p0 = vEnds.xy, p1 = vEnds.zw, d = p1 - p0;
  float L = dot(d, d);
  float t = L > 0.0 ? clamp(dot(vPixel - p0, d) / L, 0.0, 1.0) : 0.0;
  float dist = length(vPixel - (p0 + t * d));
  float alpha = 1.0 - smoothstep(vStyle.x - 0.5, vStyle.x + 0.5, dist);
  if (vStyle.y > 0.0 && mod(t * sqrt(L), vStyle.y) > 0.5 * vStyle.y) alpha = 0.0;
  fragColor = vec4(vColor.rgb, vColor.a * alpha);
}
