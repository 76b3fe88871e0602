import classes from './BrandLogo.module.css';

/** The brand's square logo, or its title's initial on the primary colour when it has none. */
export function BrandLogo({ title, logo }: { title: string; logo: string | null | undefined }) {
  return logo ? (
    <img className={classes.logo} src={logo} alt="" width={34} height={34} />
  ) : (
    <span className={classes.logoFallback} aria-hidden>
      {title.trim().charAt(0).toUpperCase()}
    </span>
  );
}
