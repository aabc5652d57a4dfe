// Calls the declarations must refuse (scripts/test-npm.sh expects tsc to fail on exactly these
// two lines, TS2345 and TS2554): a string where a number belongs, and a missing argument.
import { load } from 'hitmask';

const hm = await load();
hm.circle(640, 480, '4');
hm.aabb(0, 0, 10);
