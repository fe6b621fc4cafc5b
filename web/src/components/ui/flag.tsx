import styles from './flag.module.css';

/** A country's flag, decorative: the country's name is always written next to it. */
export function Flag({ code, width = 20 }: { code: string; width?: number }) {
  return (
    <img
      className={styles.flag}
      src={`/flags/${code.toLowerCase()}.svg`}
      alt=""
      width={width}
      height={Math.round((width * 3) / 4)}
      loading="lazy"
      decoding="async"
    />
  );
}
