import { WheelDisc as Disc, type WheelTurn } from '@w2e/react/wheel/wheel-disc';
import classes from './wheel-disc.module.css';

const COLORS = ['#228be6', '#fab005', '#40c057', '#fa5252', '#7950f2', '#15aabf', '#fd7e14', '#e64980'];

/**
 * The wheel in the portal's colours, under its pointer. `rotation` turns it; the page sets it to bring the
 * server's segment under the pointer, with the transition only when motion is welcome.
 */
export function WheelDisc(props: WheelTurn) {
  return (
    <div className={classes.frame}>
      <div className={classes.pointer} aria-hidden />
      <Disc {...props} colors={COLORS} hubStroke="#868e96" className={classes.disc} />
    </div>
  );
}
