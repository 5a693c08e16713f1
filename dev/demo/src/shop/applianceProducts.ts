import { colours, group, type DemoProduct } from './demoProduct'

/** Appliances: kitchen, cleaning, climate and personal care. */
export const APPLIANCE_PRODUCTS: readonly DemoProduct[] = [
  {
    name: ['空气炸锅 5 升', '5-litre air fryer'],
    description: [
      '少油健康，360° 热风循环，可视窗口随时看火候。',
      'Less oil, 360° hot air and a window to watch your food crisp up.',
    ],
    price: 59,
    sales: 5300,
    specs: [
      [
        ['容量', 'Capacity'],
        ['5 升', '5 L'],
      ],
      [
        ['功率', 'Power'],
        ['1500W', '1500 W'],
      ],
    ],
    groups: [colours('white', 'black')],
  },
  {
    name: ['智能电饭煲 4 升', '4-litre smart rice cooker'],
    description: [
      'IH 电磁加热，预约定时，米饭粒粒分明。',
      'IH heating and a timer for rice that comes out fluffy every time.',
    ],
    price: 79,
    sales: 3900,
    specs: [
      [
        ['容量', 'Capacity'],
        ['4 升', '4 L'],
      ],
      [
        ['加热方式', 'Heating'],
        ['IH 电磁', 'Induction (IH)'],
      ],
    ],
    groups: [
      group('容量', 'Capacity', [
        ['3 升', '3 L'],
        ['4 升', '4 L', 10],
        ['5 升', '5 L', 20],
      ]),
    ],
  },
  {
    name: ['扫地机器人 S8', 'S8 robot vacuum'],
    description: [
      '激光导航规划路线，扫拖一体，自动回充。',
      'Laser navigation, sweeping and mopping in one pass, and it docks itself to recharge.',
    ],
    price: 299,
    sales: 1280,
    specs: [
      [
        ['吸力', 'Suction'],
        ['4000Pa', '4000 Pa'],
      ],
      [
        ['续航', 'Runtime'],
        ['180 分钟', '180 min'],
      ],
    ],
    groups: [
      colours('white', 'black'),
      group('版本', 'Edition', [
        ['标准版', 'Standard'],
        ['自动集尘版', 'Auto-empty dock', 80],
      ]),
    ],
  },
  {
    name: ['无线吸尘器 V10', 'V10 cordless vacuum'],
    description: [
      '轻巧手持，多种吸头，沙发床铺车内都能清洁。',
      'Light and handheld with several heads for sofas, beds and the car.',
    ],
    price: 159,
    sales: 1760,
    specs: [
      [
        ['续航', 'Runtime'],
        ['60 分钟', '60 min'],
      ],
      [
        ['重量', 'Weight'],
        ['1.5 千克', '1.5 kg'],
      ],
    ],
    groups: [colours('grey', 'blue')],
  },
  {
    name: ['空气净化器', 'Air purifier'],
    description: [
      'HEPA 滤网高效除甲醛与 PM2.5，睡眠模式静音运行。',
      'A HEPA filter for formaldehyde and PM2.5, whisper quiet in sleep mode.',
    ],
    price: 139,
    sales: 1150,
    specs: [
      [
        ['适用面积', 'Room size'],
        ['20–40 平方米', '20–40 m²'],
      ],
      [
        ['噪音', 'Noise'],
        ['≤ 33 分贝', '≤ 33 dB'],
      ],
    ],
    groups: [
      group('适用面积', 'Room size', [
        ['标准款', 'Standard'],
        ['大空间款', 'Large room', 60],
      ]),
    ],
  },
  {
    name: ['加湿器 静音款', 'Quiet humidifier'],
    description: [
      '4 升大水箱，上加水设计，整夜湿润不干燥。',
      'A 4-litre tank filled from the top keeps the air moist all night.',
    ],
    price: 29,
    sales: 4100,
    specs: [
      [
        ['水箱', 'Tank'],
        ['4 升', '4 L'],
      ],
      [
        ['噪音', 'Noise'],
        ['≤ 30 分贝', '≤ 30 dB'],
      ],
    ],
    groups: [colours('white', 'pink')],
  },
  {
    name: ['电热水壶 1.7 升', '1.7-litre electric kettle'],
    description: [
      '304 不锈钢内胆，5 分钟快速烧开，防干烧保护。',
      'A 304 stainless steel body that boils in 5 minutes, with boil-dry protection.',
    ],
    price: 19,
    sales: 7600,
    specs: [
      [
        ['容量', 'Capacity'],
        ['1.7 升', '1.7 L'],
      ],
      [
        ['材质', 'Material'],
        ['304 不锈钢', '304 stainless steel'],
      ],
    ],
    groups: [colours('white', 'silver')],
  },
  {
    name: ['破壁料理机', 'High-speed blender'],
    description: [
      '8 叶刀头高速破壁，豆浆果汁辅食一机多用。',
      'Eight blades at high speed for soy milk, smoothies and baby food.',
    ],
    price: 89,
    sales: 2050,
    specs: [
      [
        ['容量', 'Capacity'],
        ['1.75 升', '1.75 L'],
      ],
      [
        ['转速', 'Speed'],
        ['35000 转/分', '35,000 rpm'],
      ],
    ],
    groups: [colours('white', 'grey')],
  },
  {
    name: ['咖啡机 半自动', 'Semi-automatic espresso machine'],
    description: [
      '20bar 萃取压力，蒸汽打奶泡，在家做拿铁。',
      '20 bar extraction and a steam wand to make lattes at home.',
    ],
    price: 199,
    sales: 820,
    specs: [
      [
        ['压力', 'Pressure'],
        ['20 bar', '20 bar'],
      ],
      [
        ['水箱', 'Tank'],
        ['1.5 升', '1.5 L'],
      ],
    ],
    groups: [colours('silver', 'black')],
  },
  {
    name: ['微波炉 20 升', '20-litre microwave'],
    description: [
      '机械旋钮操作简单，五档火力，解冻加热快。',
      'Simple dials, five power levels and quick defrosting and reheating.',
    ],
    price: 69,
    sales: 1630,
    specs: [
      [
        ['容量', 'Capacity'],
        ['20 升', '20 L'],
      ],
      [
        ['功率', 'Power'],
        ['700W', '700 W'],
      ],
    ],
    groups: [colours('white', 'silver')],
  },
  {
    name: ['电动牙刷 声波款', 'Sonic electric toothbrush'],
    description: [
      '每分钟 4 万次声波振动，三种清洁模式，充电一次用 30 天。',
      '40,000 sonic strokes a minute, three modes and 30 days per charge.',
    ],
    price: 35,
    sales: 6200,
    specs: [
      [
        ['续航', 'Battery life'],
        ['30 天', '30 days'],
      ],
      [
        ['防水', 'Water resistance'],
        ['IPX7', 'IPX7'],
      ],
    ],
    groups: [
      colours('white', 'black', 'pink'),
      group('刷头', 'Brush heads', [
        ['2 支装', '2 heads'],
        ['6 支装', '6 heads', 8],
      ]),
    ],
  },
  {
    name: ['高速吹风机', 'High-speed hair dryer'],
    description: [
      '11 万转高速马达，负离子护发，三分钟快干。',
      'A 110,000 rpm motor with negative ions dries hair in three minutes.',
    ],
    price: 79,
    sales: 2900,
    specs: [
      [
        ['功率', 'Power'],
        ['1600W', '1600 W'],
      ],
      [
        ['风速', 'Air speed'],
        ['65 米/秒', '65 m/s'],
      ],
    ],
    groups: [colours('grey', 'pink', 'white')],
  },
  {
    name: ['电动剃须刀', 'Electric shaver'],
    description: [
      '三刀头浮动贴面，全身水洗，旅行锁防误触。',
      'Three floating heads, fully washable and a travel lock.',
    ],
    price: 45,
    sales: 3300,
    specs: [
      [
        ['刀头', 'Heads'],
        ['三刀头', '3 heads'],
      ],
      [
        ['续航', 'Battery life'],
        ['60 分钟', '60 min'],
      ],
    ],
    groups: [colours('black', 'blue')],
  },
  {
    name: ['落地电风扇 直流变频', 'DC standing fan'],
    description: [
      '直流电机省电静音，12 档风速，遥控定时。',
      'A quiet, efficient DC motor with 12 speeds, a remote and a timer.',
    ],
    price: 49,
    sales: 2400,
    specs: [
      [
        ['档位', 'Speeds'],
        ['12 档', '12'],
      ],
      [
        ['功率', 'Power'],
        ['24W', '24 W'],
      ],
    ],
    groups: [colours('white', 'grey')],
  },
  {
    name: ['电暖器 油汀款', 'Oil-filled radiator heater'],
    description: [
      '13 片加热，恒温不干燥，适合卧室客厅。',
      'Thirteen fins with steady, non-drying warmth for bedrooms and living rooms.',
    ],
    price: 65,
    sales: 1100,
    specs: [
      [
        ['功率', 'Power'],
        ['2200W', '2200 W'],
      ],
      [
        ['适用面积', 'Room size'],
        ['15–25 平方米', '15–25 m²'],
      ],
    ],
    groups: [colours('white')],
  },
  {
    name: ['挂烫机 手持款', 'Handheld garment steamer'],
    description: [
      '25 秒快速出汽，立挂平烫两用，出差带上不占地方。',
      'Steam in 25 seconds, hanging or flat, and small enough for business trips.',
    ],
    price: 25,
    sales: 3700,
    specs: [
      [
        ['功率', 'Power'],
        ['1200W', '1200 W'],
      ],
      [
        ['水箱', 'Tank'],
        ['260 毫升', '260 ml'],
      ],
    ],
    groups: [colours('white', 'blue')],
  },
  {
    name: ['洗碗机 台式', 'Countertop dishwasher'],
    description: [
      '免安装即插即用，高温除菌，一次洗 6 套餐具。',
      'No installation needed, hot sanitising wash for six place settings.',
    ],
    price: 269,
    sales: 640,
    specs: [
      [
        ['容量', 'Capacity'],
        ['6 套', '6 place settings'],
      ],
      [
        ['水温', 'Water temperature'],
        ['最高 75°C', 'Up to 75 °C'],
      ],
    ],
    groups: [colours('white', 'silver')],
  },
  {
    name: ['净水器 反渗透', 'Reverse-osmosis water purifier'],
    description: [
      '五级过滤，即滤即饮，滤芯寿命实时提醒。',
      'Five-stage filtering, water on tap and live filter-life reminders.',
    ],
    price: 229,
    sales: 710,
    specs: [
      [
        ['通量', 'Flow'],
        ['600G', '600 G'],
      ],
      [
        ['过滤级数', 'Stages'],
        ['5 级', '5'],
      ],
    ],
    groups: [
      group('版本', 'Edition', [
        ['标准版', 'Standard'],
        ['加热版', 'With heater', 70],
      ]),
    ],
  },
  {
    name: ['多功能料理锅', 'Multi-cooker hot pot'],
    description: [
      '煎烤涮煮一锅搞定，分体设计好清洗。',
      'Fry, grill, simmer or hot pot in one, and it comes apart to wash.',
    ],
    price: 55,
    sales: 2600,
    specs: [
      [
        ['容量', 'Capacity'],
        ['3.5 升', '3.5 L'],
      ],
      [
        ['功率', 'Power'],
        ['1350W', '1350 W'],
      ],
    ],
    groups: [colours('pink', 'white', 'green')],
  },
  {
    name: ['除螨仪', 'Mattress dust-mite vacuum'],
    description: [
      '紫外线杀菌配合拍打，床铺沙发深层除螨。',
      'UV light and a tapping head to deep clean beds and sofas.',
    ],
    price: 39,
    sales: 1900,
    specs: [
      [
        ['吸力', 'Suction'],
        ['12000Pa', '12,000 Pa'],
      ],
      [
        ['功率', 'Power'],
        ['450W', '450 W'],
      ],
    ],
    groups: [colours('white', 'grey')],
  },
  {
    name: ['智能台灯 护眼款', 'Smart eye-care desk lamp'],
    description: [
      '无频闪全光谱，自动感光调节亮度，学习阅读不累眼。',
      'Flicker-free full spectrum that adjusts to the room for easy reading.',
    ],
    price: 45,
    sales: 3050,
    specs: [
      [
        ['色温', 'Colour temperature'],
        ['2700–6500K', '2700–6500 K'],
      ],
      [
        ['功率', 'Power'],
        ['12W', '12 W'],
      ],
    ],
    groups: [colours('white', 'black')],
  },
]
