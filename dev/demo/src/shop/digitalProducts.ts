import { colours, group, type DemoProduct } from './demoProduct'

/** 存储容量 / Storage: the base size, then larger ones with what they add (USDT). */
const storage = (base: string, ...more: (readonly [string, number])[]) =>
  group(
    '存储容量',
    'Storage',
    [[base, 0] as const, ...more].map(
      ([size, extra]) => [size, size.replace(/(GB|TB)$/, ' $1'), extra] as const,
    ),
  )

/** Digital: phones, audio, computing and accessories. */
export const DIGITAL_PRODUCTS: readonly DemoProduct[] = [
  {
    name: ['蓝牙降噪耳机 Pro', 'Bluetooth noise-cancelling earbuds Pro'],
    description: [
      '主动降噪，通透模式一键切换，单次续航 8 小时，配无线充电盒。',
      'Active noise cancelling with a one-tap transparency mode, 8 hours per charge and a wireless charging case.',
    ],
    price: 89,
    sales: 4820,
    specs: [
      [
        ['续航', 'Battery life'],
        ['8 小时（含盒 32 小时）', '8 h (32 h with case)'],
      ],
      [
        ['蓝牙版本', 'Bluetooth'],
        ['5.3', '5.3'],
      ],
      [
        ['防水等级', 'Water resistance'],
        ['IPX5', 'IPX5'],
      ],
    ],
    groups: [colours('black', 'white', 'blue')],
  },
  {
    name: ['头戴式蓝牙耳机', 'Over-ear Bluetooth headphones'],
    description: [
      '40mm 大动圈，柔软蛋白皮耳罩，折叠收纳，通勤旅行都合适。',
      '40 mm drivers, soft protein-leather cushions and a folding design for the commute or a long flight.',
    ],
    price: 129,
    sales: 2310,
    specs: [
      [
        ['续航', 'Battery life'],
        ['50 小时', '50 hours'],
      ],
      [
        ['重量', 'Weight'],
        ['250 克', '250 g'],
      ],
    ],
    groups: [colours('black', 'silver', 'pink')],
  },
  {
    name: ['5G 智能手机 X12', 'X12 5G smartphone'],
    description: [
      '6.7 英寸 120Hz 屏幕，5000 万像素主摄，67W 快充，半小时充满。',
      'A 6.7-inch 120 Hz display, 50 MP main camera and 67 W charging: full in half an hour.',
    ],
    price: 499,
    sales: 3650,
    specs: [
      [
        ['屏幕', 'Display'],
        ['6.7 英寸 AMOLED', '6.7" AMOLED'],
      ],
      [
        ['电池', 'Battery'],
        ['5000 mAh', '5000 mAh'],
      ],
      [
        ['处理器', 'Chip'],
        ['八核 4nm', 'Octa-core 4 nm'],
      ],
    ],
    groups: [colours('black', 'green', 'silver'), storage('128GB', ['256GB', 60], ['512GB', 140])],
  },
  {
    name: ['轻薄笔记本电脑 14 英寸', '14-inch thin and light laptop'],
    description: [
      '1.2 千克全金属机身，2.8K 屏幕，全天候续航，办公学习两相宜。',
      'An all-metal 1.2 kg body, 2.8K screen and all-day battery for work and study.',
    ],
    price: 899,
    sales: 860,
    specs: [
      [
        ['屏幕', 'Display'],
        ['14 英寸 2.8K', '14" 2.8K'],
      ],
      [
        ['重量', 'Weight'],
        ['1.2 千克', '1.2 kg'],
      ],
      [
        ['接口', 'Ports'],
        ['USB-C ×2、HDMI', 'USB-C ×2, HDMI'],
      ],
    ],
    groups: [
      colours('grey', 'silver'),
      group('内存', 'Memory', [
        ['16GB', '16 GB'],
        ['32GB', '32 GB', 120],
      ]),
      storage('512GB', ['1TB', 90]),
    ],
  },
  {
    name: ['10 英寸平板电脑', '10-inch tablet'],
    description: [
      '护眼屏幕，四扬声器立体声，追剧网课都清晰。',
      'An eye-care screen and four stereo speakers for shows and online classes.',
    ],
    price: 259,
    sales: 1720,
    specs: [
      [
        ['屏幕', 'Display'],
        ['10.4 英寸 2K', '10.4" 2K'],
      ],
      [
        ['电池', 'Battery'],
        ['7700 mAh', '7700 mAh'],
      ],
    ],
    groups: [colours('grey', 'silver'), storage('64GB', ['128GB', 40])],
  },
  {
    name: ['智能手表 S3', 'S3 smartwatch'],
    description: [
      '心率血氧全天监测，100 多种运动模式，14 天长续航。',
      'All-day heart rate and blood oxygen, over 100 sport modes and 14 days per charge.',
    ],
    price: 119,
    sales: 2950,
    specs: [
      [
        ['屏幕', 'Display'],
        ['1.43 英寸 AMOLED', '1.43" AMOLED'],
      ],
      [
        ['防水', 'Water resistance'],
        ['5ATM', '5 ATM'],
      ],
    ],
    groups: [
      colours('black', 'silver', 'pink'),
      group('表带', 'Strap', [
        ['硅胶', 'Silicone'],
        ['皮革', 'Leather', 15],
      ]),
    ],
  },
  {
    name: ['运动手环 7', 'Fitness band 7'],
    description: [
      '轻至 23 克，睡眠与压力监测，消息提醒不错过。',
      'Only 23 g, with sleep and stress tracking and message alerts.',
    ],
    price: 29,
    sales: 8800,
    specs: [
      [
        ['续航', 'Battery life'],
        ['16 天', '16 days'],
      ],
      [
        ['重量', 'Weight'],
        ['23 克', '23 g'],
      ],
    ],
    groups: [colours('black', 'blue', 'pink')],
  },
  {
    name: ['便携蓝牙音箱', 'Portable Bluetooth speaker'],
    description: [
      '360° 环绕声，IP67 防水防尘，户外露营随身带。',
      '360° sound, IP67 dust and water proof, made for camping trips.',
    ],
    price: 49,
    sales: 3120,
    specs: [
      [
        ['续航', 'Battery life'],
        ['20 小时', '20 hours'],
      ],
      [
        ['防水等级', 'Water resistance'],
        ['IP67', 'IP67'],
      ],
    ],
    groups: [colours('black', 'blue', 'red')],
  },
  {
    name: ['氮化镓快充充电器 65W', '65 W GaN fast charger'],
    description: [
      '三口同时快充，体积小巧，手机平板笔记本一个全搞定。',
      'Three ports charging at once in a compact body: phone, tablet and laptop from one plug.',
    ],
    price: 25,
    sales: 6400,
    specs: [
      [
        ['输出功率', 'Output'],
        ['65W', '65 W'],
      ],
      [
        ['接口', 'Ports'],
        ['USB-C ×2、USB-A ×1', 'USB-C ×2, USB-A ×1'],
      ],
    ],
    groups: [colours('white', 'black')],
  },
  {
    name: ['磁吸无线充电宝 10000mAh', '10,000 mAh magnetic power bank'],
    description: [
      '磁吸贴合，边充边用，支持 20W 有线快充。',
      'Snaps on magnetically, charges while you use it, with 20 W wired fast charging.',
    ],
    price: 35,
    sales: 5200,
    specs: [
      [
        ['容量', 'Capacity'],
        ['10000 mAh', '10,000 mAh'],
      ],
      [
        ['无线功率', 'Wireless output'],
        ['15W', '15 W'],
      ],
    ],
    groups: [colours('white', 'blue', 'pink')],
  },
  {
    name: ['机械键盘 87 键', '87-key mechanical keyboard'],
    description: [
      '热插拔轴体，三模连接，RGB 背光，打字手感清脆。',
      'Hot-swappable switches, tri-mode connection, RGB backlight and a crisp typing feel.',
    ],
    price: 59,
    sales: 1930,
    specs: [
      [
        ['连接方式', 'Connection'],
        ['有线 / 蓝牙 / 2.4G', 'Wired / Bluetooth / 2.4 GHz'],
      ],
      [
        ['键数', 'Keys'],
        ['87', '87'],
      ],
    ],
    groups: [
      group('轴体', 'Switches', [
        ['红轴', 'Red (linear)'],
        ['茶轴', 'Brown (tactile)'],
        ['青轴', 'Blue (clicky)'],
      ]),
      colours('white', 'black'),
    ],
  },
  {
    name: ['无线静音鼠标', 'Wireless silent mouse'],
    description: [
      '按键静音设计，人体工学握感，一节电池用一年。',
      'Quiet clicks, an ergonomic grip and a year on one battery.',
    ],
    price: 15,
    sales: 7400,
    specs: [
      [
        ['DPI', 'DPI'],
        ['800–2400 可调', '800–2400 adjustable'],
      ],
      [
        ['续航', 'Battery life'],
        ['约 12 个月', 'About 12 months'],
      ],
    ],
    groups: [colours('black', 'white', 'pink')],
  },
  {
    name: ['27 英寸 4K 显示器', '27-inch 4K monitor'],
    description: [
      'IPS 面板，98% DCI-P3 色域，Type-C 一线连接笔记本。',
      'An IPS panel with 98% DCI-P3 colour and single-cable USB-C for your laptop.',
    ],
    price: 329,
    sales: 740,
    specs: [
      [
        ['分辨率', 'Resolution'],
        ['3840 × 2160', '3840 × 2160'],
      ],
      [
        ['刷新率', 'Refresh rate'],
        ['60Hz', '60 Hz'],
      ],
    ],
    groups: [
      group('支架', 'Stand', [
        ['标准支架', 'Standard stand'],
        ['升降旋转支架', 'Height-adjustable stand', 30],
      ]),
    ],
  },
  {
    name: ['运动相机 4K', '4K action camera'],
    description: [
      '防抖 4K60 录制，裸机 10 米防水，骑行潜水记录精彩。',
      'Stabilised 4K60 video and 10 m waterproof without a case, for rides and dives.',
    ],
    price: 219,
    sales: 980,
    specs: [
      [
        ['视频', 'Video'],
        ['4K 60fps', '4K 60 fps'],
      ],
      [
        ['防水', 'Waterproof'],
        ['10 米', '10 m'],
      ],
    ],
    groups: [
      group('套装', 'Kit', [
        ['标准版', 'Standard'],
        ['骑行套装', 'Cycling kit', 25],
        ['潜水套装', 'Diving kit', 35],
      ]),
    ],
  },
  {
    name: ['高速 U 盘', 'High-speed USB flash drive'],
    description: [
      'USB 3.2 接口，读取速度可达 400MB/s，金属外壳耐用。',
      'USB 3.2 with reads up to 400 MB/s in a durable metal shell.',
    ],
    price: 9,
    sales: 9100,
    specs: [
      [
        ['接口', 'Interface'],
        ['USB 3.2 Type-A', 'USB 3.2 Type-A'],
      ],
    ],
    groups: [storage('64GB', ['128GB', 6], ['256GB', 14])],
  },
  {
    name: ['移动固态硬盘', 'Portable SSD'],
    description: [
      '1050MB/s 高速传输，口袋大小，防摔抗震。',
      '1050 MB/s transfers in a pocket-sized, drop-resistant body.',
    ],
    price: 69,
    sales: 1450,
    specs: [
      [
        ['读取速度', 'Read speed'],
        ['1050 MB/s', '1050 MB/s'],
      ],
      [
        ['接口', 'Interface'],
        ['USB-C 3.2 Gen2', 'USB-C 3.2 Gen 2'],
      ],
    ],
    groups: [storage('500GB', ['1TB', 30], ['2TB', 80])],
  },
  {
    name: ['电子书阅读器', 'E-book reader'],
    description: [
      '300ppi 墨水屏，冷暖阅读灯，一次充电读一个月。',
      'A 300 ppi e-ink screen with a warm light, and a month of reading per charge.',
    ],
    price: 109,
    sales: 1260,
    specs: [
      [
        ['屏幕', 'Display'],
        ['7 英寸墨水屏', '7" e-ink'],
      ],
      [
        ['防水', 'Water resistance'],
        ['IPX8', 'IPX8'],
      ],
    ],
    groups: [storage('16GB', ['32GB', 15])],
  },
  {
    name: ['游戏手柄 无线版', 'Wireless game controller'],
    description: [
      '霍尔摇杆不漂移，双马达震动，手机电脑主机通用。',
      'Hall-effect sticks that never drift, dual rumble, works with phone, PC and console.',
    ],
    price: 39,
    sales: 2680,
    specs: [
      [
        ['连接方式', 'Connection'],
        ['蓝牙 / 2.4G / 有线', 'Bluetooth / 2.4 GHz / wired'],
      ],
      [
        ['续航', 'Battery life'],
        ['20 小时', '20 hours'],
      ],
    ],
    groups: [colours('black', 'white', 'blue')],
  },
  {
    name: ['智能门铃摄像头', 'Smart video doorbell'],
    description: [
      '2K 高清夜视，人形侦测推送，手机远程对讲。',
      '2K night vision, person alerts and two-way talk from your phone.',
    ],
    price: 55,
    sales: 890,
    specs: [
      [
        ['分辨率', 'Resolution'],
        ['2K', '2K'],
      ],
      [
        ['供电', 'Power'],
        ['电池 / 有线', 'Battery / wired'],
      ],
    ],
    groups: [
      group('存储', 'Storage', [
        ['云存储', 'Cloud storage'],
        ['本地 32GB', 'Local 32 GB', 8],
      ]),
    ],
  },
  {
    name: ['手机支架 桌面款', 'Desktop phone stand'],
    description: [
      '铝合金材质，角度高度自由调节，网课追剧解放双手。',
      'Aluminium, with free angle and height, for hands-free classes and shows.',
    ],
    price: 8,
    sales: 6900,
    specs: [
      [
        ['材质', 'Material'],
        ['铝合金', 'Aluminium alloy'],
      ],
    ],
    groups: [colours('silver', 'grey')],
  },
  {
    name: ['数据线 USB-C 编织款', 'Braided USB-C cable'],
    description: [
      '尼龙编织耐弯折，支持 100W 快充与数据传输。',
      'Nylon braided to survive bending, with 100 W charging and data.',
    ],
    price: 5,
    sales: 12400,
    specs: [
      [
        ['功率', 'Power'],
        ['100W', '100 W'],
      ],
    ],
    groups: [
      group('长度', 'Length', [
        ['1 米', '1 m'],
        ['2 米', '2 m', 2],
      ]),
      colours('black', 'white'),
    ],
  },
]
