import type { Device } from '@contract/account/settings';
import { Button } from '@web/components/ui/button';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { DASH, formatDateTime } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import styles from './settings.module.css';

interface DevicesTableProps {
  devices: Device[];
  onRemove(device: Device): void;
}

/** The device's name, or the page language's 'Unknown Device'. */
export const deviceName = (device: Pick<Device, 'deviceName'>, unknown: string) => device.deviceName?.trim() || unknown;

/** Columns (docs/product/my-account.md#settings): Device ('Unknown Device' fallback), IP (dash fallback), Last Active, Action. */
export function DevicesTable({ devices, onRemove }: DevicesTableProps) {
  const { t } = useTranslation();
  const nameOf = (device: Device) => deviceName(device, t('settings.devices.unknown'));
  const columns: Column<Device>[] = [
    {
      header: t('settings.devices.device'),
      cell: (device) => (
        <>
          {nameOf(device)}
          {device.current ? <span className={styles.current}>{t('settings.devices.current')}</span> : null}
          {device.push ? <span className={styles.current}>{t('settings.devices.push')}</span> : null}
        </>
      ),
    },
    { header: t('settings.devices.ip'), className: styles.nowrap, cell: (device) => device.ip || DASH },
    {
      header: t('settings.devices.lastActive'),
      className: styles.nowrap,
      cell: (device) => formatDateTime(device.lastActive),
    },
    {
      header: t('settings.devices.action'),
      cell: (device) => (
        <Button variant="ghost" size="sm" onClick={() => onRemove(device)}>
          {t('settings.devices.remove')}
          <span className="visually-hidden"> {nameOf(device)}</span>
        </Button>
      ),
    },
  ];
  return (
    <DataTable label={t('settings.devices.table')} columns={columns} rows={devices} rowKey={(device) => device.id} />
  );
}
