// The still dots, drawn once into a premultiplied-alpha image, copied pixel for pixel.
uniform sampler2D uLayer;
out vec4 fragColor;
void main() { fragColor = texelFetch(uLayer, ivec2(gl_FragCoord.xy), 0); }
