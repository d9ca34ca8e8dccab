// Signed distance to the circle: fill inside, stroke on the rim, each with a one-pixel smoothstep edge.
in vec2 vPixel;
flat in vec4 vShape;
flat in vec4 vFill;
flat in vec4 vStroke;
out vec4 fragColor;
void main() {
  float d = length(vPixel - vShape.xy) - vShape.z;
  float fill = 1.0 - smoothstep(-0.5, 0.5, d);
  float stroke = 1.0 - smoothstep(vShape.w - 0.5, vShape.w + 0.5, abs(d));
  vec4 c = vec4(vFill.rgb, vFill.a * fill);
  c = mix(c, vec4(vStroke.rgb, 1.0), vStroke.a * stroke);
  c.a = max(c.a, vStroke.a * stroke);
  fragColor = c;
}
