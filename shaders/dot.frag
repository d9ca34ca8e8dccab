// The disk shader's fill and one-pixel rim, measured from the sprite's center.
flat in vec4 vFill;
flat in vec4 vStroke;
flat in float vRadius;
out vec4 fragColor;
void main() {
  float size = 2.0 * vRadius + 3.0;
  float d = length((gl_PointCoord - 0.5) * size) - vRadius;
  float fill = 1.0 - smoothstep(-0.5, 0.5, d);
  float stroke = 1.0 - smoothstep(0.0, 1.0, abs(d));
  vec4 c = vec4(vFill.rgb, vFill.a * fill);
  c = mix(c, vec4(vStroke.rgb, 1.0), vStroke.a * stroke);
  c.a = max(c.a, vStroke.a * stroke);
  fragColor = c;
}
