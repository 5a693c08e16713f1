// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IDpinePool} from "./interfaces/IDpinePool.sol";

/// @title DpinePool
/// @notice USDT/DPINE constant-product pool with a 25 bps fee that stays in the pool. Liquidity is
/// provided by the owner only (no LP tokens); anyone may donate USDT to the reserves. Anyone may buy
/// DPINE, but DPINE is sold only through the owner-set sell router (the order contract), which
/// enforces the sell switch, the per-user permission, the blacklist and the 10% return to the pool.
/// @dev Reserves are tracked in storage, so tokens sent directly to the contract are ignored.
/// Price oracle: a Uniswap-v2-style accumulator of the spot price, brought up to date before every
/// reserve change, and a ring buffer of observations of it, written by the trades themselves (no
/// keeper). `averagePrice` derives the time-weighted average over a window from them. A reserve
/// change enters the accumulator only as time passes after it, so trades in the current block never
/// move the average.
contract DpinePool is IDpinePool, Ownable2Step, Pausable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice Swap fee in basis points, charged on the input amount.
    uint256 public constant FEE_BPS = 25;
    uint256 private constant BPS = 10_000;
    uint256 private constant PRICE_SCALE = 1e18;

    /// @notice Number of stored price observations (the ring buffer's size).
    uint256 public constant OBSERVATION_CAPACITY = 64;
    /// @notice Least time between two stored observations: a reserve change sooner than this after
    /// the newest observation only brings the accumulator up to date.
    uint256 public constant OBSERVATION_INTERVAL = 60;
    /// @notice Longest window `averagePrice` accepts. Observations are at least OBSERVATION_INTERVAL
    /// apart, so a full buffer spans at least (64 − 1) × 60 s = 63 minutes, more than this.
    uint256 public constant MAX_AVERAGING_WINDOW = 1 hours;

    IERC20 public immutable usdt;
    IERC20 public immutable dpine;

    uint256 private _reserveUsdt;
    uint256 private _reserveDpine;

    /// @dev `priceCumulative` is the time-integral of the spot price (USDT per DPINE ×1e18, times
    /// seconds), wrapping modulo 2^216: only differences are read, and the integral over any window
    /// stays far below 2^216 (a 1e40 price over 1 hour is below 2^146).
    struct Observation {
        uint40 timestamp;
        uint216 priceCumulative;
    }

    /// @dev The accumulator as of the last reserve change.
    Observation private _accumulator;
    /// @dev Ring buffer; `_observationIndex` holds the newest, the oldest follows it once full.
    Observation[OBSERVATION_CAPACITY] private _observations;

    /// @notice The only account that may sell DPINE to the pool (swap with usdtIn = false).
    address public sellRouter;
    uint16 private _observationIndex;
    uint16 private _observationCount;
    uint40 private _lastObservationTime;

    event Swapped(
        address indexed sender,
        address indexed recipient,
        bool usdtIn,
        uint256 amountIn,
        uint256 amountOut,
        uint256 fee,
        uint256 reserveUsdt,
        uint256 reserveDpine
    );
    event LiquidityAdded(address indexed provider, uint256 usdtAmount, uint256 dpineAmount);
    event LiquidityRemoved(address indexed provider, uint256 usdtAmount, uint256 dpineAmount);
    event UsdtDonated(address indexed from, uint256 amount, uint256 reserveUsdt, uint256 reserveDpine);
    event SellRouterUpdated(address indexed previousRouter, address indexed newRouter);

    error ZeroAmount();
    error ZeroAddress();
    error DeadlineExpired(uint256 deadline, uint256 timestamp);
    error InsufficientOutput(uint256 amountOut, uint256 minAmountOut);
    error InsufficientLiquidity();
    /// @notice A DPINE sale (usdtIn = false) not sent by the sell router.
    error NotSellRouter(address caller);
    /// @notice An averaging window of zero or above MAX_AVERAGING_WINDOW.
    error InvalidWindow(uint256 window, uint256 maxWindow);

    constructor(IERC20 usdt_, IERC20 dpine_) Ownable(msg.sender) {
        if (address(usdt_) == address(0) || address(dpine_) == address(0)) revert ZeroAddress();
        usdt = usdt_;
        dpine = dpine_;
    }

    /// @notice Swaps exactly `amountIn` of one token for as much of the other as the curve gives.
    /// Buying DPINE is open to anyone; selling DPINE only to the sell router (NotSellRouter otherwise).
    /// @param usdtIn True to sell USDT for DPINE, false to sell DPINE for USDT (sell router only).
    /// @param amountIn Input amount, pulled from the caller (needs an allowance).
    /// @param minAmountOut Reverts with InsufficientOutput if the output would be lower.
    /// @param recipient Receiver of the output tokens.
    /// @param deadline Last timestamp at which the swap may execute.
    /// @return amountOut Output amount sent to `recipient`.
    function swapExactIn(bool usdtIn, uint256 amountIn, uint256 minAmountOut, address recipient, uint256 deadline)
        external
        nonReentrant
        whenNotPaused
        returns (uint256 amountOut)
    {
        if (!usdtIn && msg.sender != sellRouter) revert NotSellRouter(msg.sender);
        if (block.timestamp > deadline) revert DeadlineExpired(deadline, block.timestamp);
        if (amountIn == 0) revert ZeroAmount();
        if (recipient == address(0)) revert ZeroAddress();
        amountOut = getAmountOut(usdtIn, amountIn);
        if (amountOut == 0) revert InsufficientLiquidity();
        if (amountOut < minAmountOut) revert InsufficientOutput(amountOut, minAmountOut);

        _recordPrice();
        (IERC20 tokenIn, IERC20 tokenOut) = usdtIn ? (usdt, dpine) : (dpine, usdt);
        if (usdtIn) {
            _reserveUsdt += amountIn;
            // amountOut < _reserveDpine: the curve never pays out the whole reserve.
            unchecked {
                _reserveDpine -= amountOut;
            }
        } else {
            _reserveDpine += amountIn;
            // amountOut < _reserveUsdt: the curve never pays out the whole reserve.
            unchecked {
                _reserveUsdt -= amountOut;
            }
        }
        emit Swapped(
            msg.sender, recipient, usdtIn, amountIn, amountOut, _feeOf(amountIn), _reserveUsdt, _reserveDpine
        );

        tokenIn.safeTransferFrom(msg.sender, address(this), amountIn);
        tokenOut.safeTransfer(recipient, amountOut);
    }

    /// @notice Adds USDT to the reserves without taking anything back (no LP share).
    /// @dev Used by the order contract to return 10% of every sale to the pool.
    /// @param amount USDT amount, pulled from the caller (needs an allowance).
    function donateUsdt(uint256 amount) external nonReentrant whenNotPaused {
        if (amount == 0) revert ZeroAmount();
        _recordPrice();
        _reserveUsdt += amount;
        emit UsdtDonated(msg.sender, amount, _reserveUsdt, _reserveDpine);
        usdt.safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @notice Owner adds both tokens to the reserves. The ratio sets the price when the pool is empty.
    /// @param usdtAmount USDT pulled from the owner.
    /// @param dpineAmount DPINE pulled from the owner.
    function addLiquidity(uint256 usdtAmount, uint256 dpineAmount) external onlyOwner nonReentrant {
        if (usdtAmount == 0 || dpineAmount == 0) revert ZeroAmount();
        _recordPrice();
        _reserveUsdt += usdtAmount;
        _reserveDpine += dpineAmount;
        emit LiquidityAdded(msg.sender, usdtAmount, dpineAmount);
        usdt.safeTransferFrom(msg.sender, address(this), usdtAmount);
        dpine.safeTransferFrom(msg.sender, address(this), dpineAmount);
    }

    /// @notice Owner takes tokens out of the reserves; works while paused.
    /// @param usdtAmount USDT sent to the owner.
    /// @param dpineAmount DPINE sent to the owner.
    function removeLiquidity(uint256 usdtAmount, uint256 dpineAmount) external onlyOwner nonReentrant {
        if (usdtAmount == 0 && dpineAmount == 0) revert ZeroAmount();
        if (usdtAmount > _reserveUsdt || dpineAmount > _reserveDpine) revert InsufficientLiquidity();
        _recordPrice();
        // Both amounts were just checked against the reserves.
        unchecked {
            _reserveUsdt -= usdtAmount;
            _reserveDpine -= dpineAmount;
        }
        emit LiquidityRemoved(msg.sender, usdtAmount, dpineAmount);
        if (usdtAmount > 0) usdt.safeTransfer(msg.sender, usdtAmount);
        if (dpineAmount > 0) dpine.safeTransfer(msg.sender, dpineAmount);
    }

    /// @notice Sets the only account allowed to sell DPINE to the pool (the order contract).
    /// @param router New sell router; the zero address is rejected (pause the pool to stop sales).
    function setSellRouter(address router) external onlyOwner {
        if (router == address(0)) revert ZeroAddress();
        address previous = sellRouter;
        sellRouter = router;
        emit SellRouterUpdated(previous, router);
    }

    /// @notice Stops swaps and donations.
    function pause() external onlyOwner {
        _pause();
    }

    /// @notice Resumes swaps and donations.
    function unpause() external onlyOwner {
        _unpause();
    }

    /// @notice Output of swapping `amountIn`, after the fee. Zero if the pool is empty.
    /// @param usdtIn True for USDT -> DPINE, false for DPINE -> USDT.
    /// @param amountIn Input amount.
    function getAmountOut(bool usdtIn, uint256 amountIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = usdtIn ? (_reserveUsdt, _reserveDpine) : (_reserveDpine, _reserveUsdt);
        if (reserveIn == 0 || reserveOut == 0) return 0;
        uint256 amountInAfterFee = amountIn * (BPS - FEE_BPS);
        return (amountInAfterFee * reserveOut) / (reserveIn * BPS + amountInAfterFee);
    }

    /// @notice Current reserves (tracked, not balanceOf).
    function getReserves() external view returns (uint256 reserveUsdt, uint256 reserveDpine) {
        return (_reserveUsdt, _reserveDpine);
    }

    /// @notice Spot price: USDT per DPINE with 18 decimals. Reverts if the pool is empty.
    function price() public view returns (uint256) {
        if (_reserveUsdt == 0 || _reserveDpine == 0) revert InsufficientLiquidity();
        return (_reserveUsdt * PRICE_SCALE) / _reserveDpine;
    }

    /// @notice Time-weighted average of the spot price over the last `window` seconds; the spot
    /// price while the stored history is shorter than the window (after deployment, or after the
    /// pool was emptied). Reverts with InsufficientLiquidity while the pool is empty.
    /// @dev Trades of the current block do not move the result: the accumulator counts a price
    /// only for the time it has held. The window's start is interpolated between the stored
    /// records around it; the price between two records changes only in the first
    /// OBSERVATION_INTERVAL after the older one, which bounds the error to that share of the window.
    /// @param window Averaging window in seconds, 1 to MAX_AVERAGING_WINDOW.
    /// @return averaged USDT per DPINE, 18 decimals.
    /// @return isTimeWeighted False when `averaged` is the spot price.
    function averagePrice(uint256 window) external view returns (uint256 averaged, bool isTimeWeighted) {
        if (window == 0 || window > MAX_AVERAGING_WINDOW) revert InvalidWindow(window, MAX_AVERAGING_WINDOW);
        uint256 spot = price();
        uint256 count = _observationCount;
        if (count == 0) return (spot, false);
        uint256 oldest = count < OBSERVATION_CAPACITY ? 0 : (_observationIndex + 1) % OBSERVATION_CAPACITY;
        uint256 target = block.timestamp - window;
        if (_observations[oldest].timestamp > target) return (spot, false);

        Observation memory last = _accumulator;
        // Nothing changed the reserves during the window: the spot price held throughout.
        if (target >= last.timestamp) return (spot, true);
        uint216 cumulativeNow;
        uint216 cumulativeThen = _cumulativeAt(target, last, oldest, count);
        // The spot price has held since the last reserve change. Wrapping is intended (see
        // Observation): the difference below recovers the window's integral exactly.
        unchecked {
            cumulativeNow = last.priceCumulative + uint216(spot * (block.timestamp - last.timestamp));
            return (uint256(cumulativeNow - cumulativeThen) / window, true);
        }
    }

    /// @dev Brings the accumulator up to this block with the price the reserves held since the last
    /// change, and stores an observation when the newest is OBSERVATION_INTERVAL old. Runs before
    /// every reserve change, so the change's own price counts only from the next block on. Once per
    /// block: later changes in the same block add no time.
    function _recordPrice() private {
        Observation memory last = _accumulator;
        uint40 now_ = uint40(block.timestamp);
        if (last.timestamp == now_) return;
        (uint256 reserveUsdt, uint256 reserveDpine) = (_reserveUsdt, _reserveDpine);
        bool empty = reserveUsdt == 0 || reserveDpine == 0;
        uint216 cumulative = last.priceCumulative;
        if (!empty) {
            // Wrapping is intended (see Observation); truncating to 216 bits keeps the value
            // modulo 2^216, which is all the readers use.
            unchecked {
                cumulative += uint216(((reserveUsdt * PRICE_SCALE) / reserveDpine) * (now_ - last.timestamp));
            }
        }
        _accumulator = Observation(now_, cumulative);

        if (empty) {
            // An empty pool has no price: the history restarts with this change, so an average
            // never spans a time without liquidity (spot price until the window has data again).
            _observations[0] = Observation(now_, cumulative);
            (_observationIndex, _observationCount, _lastObservationTime) = (0, 1, now_);
        } else if (now_ - _lastObservationTime >= OBSERVATION_INTERVAL) {
            uint16 index = uint16((_observationIndex + 1) % OBSERVATION_CAPACITY);
            _observations[index] = Observation(now_, cumulative);
            uint16 count = _observationCount;
            if (count < OBSERVATION_CAPACITY) ++count;
            (_observationIndex, _observationCount, _lastObservationTime) = (index, count, now_);
        }
    }

    /// @dev The accumulator at `target`, linear between the two records around it: the stored
    /// observations and, after the newest, the accumulator itself. Needs
    /// oldest.timestamp <= target < last.timestamp. Binary search over the ring buffer.
    function _cumulativeAt(uint256 target, Observation memory last, uint256 oldest, uint256 count)
        private
        view
        returns (uint216)
    {
        Observation memory before;
        Observation memory next = last;
        if (_lastObservationTime <= target) {
            before = _observations[_observationIndex];
        } else {
            // Positions count from the oldest (at or before target) to the newest (after it):
            // narrow [low, high] down to the two neighbours around target.
            uint256 low = 0;
            uint256 high = count - 1;
            while (high - low > 1) {
                uint256 mid = (low + high) / 2;
                if (_observations[(oldest + mid) % OBSERVATION_CAPACITY].timestamp <= target) low = mid;
                else high = mid;
            }
            before = _observations[(oldest + low) % OBSERVATION_CAPACITY];
            next = _observations[(oldest + high) % OBSERVATION_CAPACITY];
        }
        // Wrapping is intended (see Observation): the difference is the integral between the two.
        unchecked {
            uint256 span = next.priceCumulative - before.priceCumulative;
            return before.priceCumulative
                + uint216(Math.mulDiv(span, target - before.timestamp, next.timestamp - before.timestamp));
        }
    }

    function _feeOf(uint256 amountIn) private pure returns (uint256) {
        return (amountIn * FEE_BPS) / BPS;
    }
}
