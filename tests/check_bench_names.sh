#!/usr/bin/env bash
# hitlab-bench must offer every benchmark name that other tools read from its JSON output.
bench=$1
list=$("$bench" --benchmark_list_tests) || exit 1
missing=0
for name in Poly8/Relation/hitlab Poly8/Full/hitlab Poly8/TestOverlap/box2d Poly8/Collide/box2d \
            Box/Relation/hitlab Box/Collide/box2d Circle/Relation/hitlab Circle/Collide/box2d \
            Segment/Relation/hitlab Segment/SeedStraddle/naive SegmentCircle/Relation/hitlab SegmentCircle/Collide/box2d \
            BatchSegments/Elementwise/1048576/hitlab BatchSegments/Elementwise/16384/hitlab Memory/StreamRead \
            AllPairs/10000/hitlab AllPairs/100000/hitlab AllPairs/10000/box2d AllPairs/100000/box2d \
            Capsule/Relation/hitlab Capsule/Full/hitlab Capsule/Collide/chipmunk CapsulePoly8/Relation/hitlab \
            CapsulePoly8/Full/hitlab CapsulePoly8/Collide/chipmunk RoundedPoly8/Relation/hitlab \
            RoundedPoly8/Full/hitlab RoundedPoly8/Collide/chipmunk Poly8/Contact/hitlab \
            Poly8/TimeOfImpact/hitlab Poly8/TimeOfImpact/box2d CirclePoly8/TimeOfImpact/hitlab \
            Poly8/TimeOnly/hitlab CirclePoly8/TimeOnly/hitlab \
            CirclePoly8/TimeOfImpact/box2d Rays100k/FirstHit/hitlab/iterations:8 \
            Rays100k/FirstHit/chipmunk/iterations:8 Rays100k/FirstHit/box2d/iterations:8 \
            RaysMixed100k/FirstHit/hitlab/iterations:8 RaysMixed100k/FirstHit/chipmunk/iterations:8 \
            RaysMixed100k/FirstHit/box2d/iterations:8 BatchSegments/Elementwise/Grid/16384/hitlab \
            Degenerate/Poly8/Grid/hitlab Degenerate/Poly8/Random/hitlab; do
  grep -qx "$name" <<<"$list" || { echo "missing benchmark: $name"; missing=1; }
done
exit $missing
