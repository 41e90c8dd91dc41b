/** Demo accounts created in the Auth emulator and the database on first start. */
export const DEMO_ACCOUNTS = {
  customer: {
    uid: 'demo-customer',
    email: 'customer@demo.co.za',
    password: 'customer123',
    name: 'Thandi Nkosi',
    phone: '+27825550101',
  },
  provider: {
    uid: 'demo-provider',
    email: 'provider@demo.co.za',
    password: 'provider123',
    name: 'Sipho Dlamini',
    phone: '+27835550202',
  },
  admin: {
    uid: 'demo-admin',
    email: 'admin@demo.co.za',
    password: 'admin123',
    name: 'Nomsa Khumalo',
    phone: '+27845550303',
  },
} as const;
